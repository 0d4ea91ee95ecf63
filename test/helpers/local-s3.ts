import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/config.js';

/** An S3-compatible server on loopback (s3rver, from npm), with one empty bucket, and the S3_* settings that reach it. */
export async function startLocalS3(): Promise<{ settings: S3Settings; directory: string; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'photos' }] });
  const { port } = await server.run();
  return {
    // s3rver's own default credentials; it does not check signatures, so these tests prove the requests, not the auth.
    settings: { bucket: 'photos', prefix: 'verification-photos/', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
