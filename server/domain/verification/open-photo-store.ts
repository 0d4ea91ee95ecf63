import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalPhotoStore } from './local-photo-store.js';
import type { PhotoStore } from './photo-store.js';

/** Where uploads are written as they arrive, and leave once checked: on the server's own disk, beside the data. */
export const stagingDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads-staging');

/** Where photos are kept without S3_BUCKET: a folder under DATA_DIR. */
export const localPhotoDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'verification-photos');

/**
 * The store the configuration names: a bucket when S3_BUCKET is set, else a folder under DATA_DIR. The S3 client
 * is loaded only then: its modules take ~0.2 s to load, on every start and every operator command.
 */
export async function openPhotoStore(config: Pick<Config, 'dataDir' | 'verification'>): Promise<PhotoStore> {
  const { s3 } = config.verification;
  if (!s3) return new LocalPhotoStore(localPhotoDirOf(config));
  const { S3PhotoStore } = await import('./s3-photo-store.js').catch((error: NodeJS.ErrnoException) => {
    // An optional dependency: an install with --omit=optional leaves it out.
    if (error.code === 'ERR_MODULE_NOT_FOUND') throw new Error('S3_BUCKET is set but @aws-sdk/client-s3 is not installed: run npm install --include=optional');
    throw error;
  });
  return new S3PhotoStore(s3);
}
