import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import type { PhotoStore } from './photo-store.js';

/** Photos as objects of a bucket, which must be private (AWS encrypts every new object at rest by itself). */
export class S3PhotoStore implements PhotoStore {
  readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    extra: Partial<S3ClientConfig> = {},
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
      // Checksums only where S3 requires them: a streamed body otherwise goes out as aws-chunked with a
      // trailer, which several S3-compatible stores refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...extra,
    });
  }

  async put(key: string, stagedPath: string, contentType: string): Promise<void> {
    try {
      const { size } = await fs.promises.stat(stagedPath);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Body: fs.createReadStream(stagedPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await fs.promises.rm(stagedPath, { force: true });
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  locate(key: string): string {
    return `s3://${this.settings.bucket}/${this.objectKey(key)}`;
  }

  private objectKey(key: string): string {
    return this.settings.prefix + key;
  }
}
