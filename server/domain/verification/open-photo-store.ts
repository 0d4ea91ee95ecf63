import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalPhotoStore } from './local-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** Where uploads are written as they arrive, and leave once checked: on the server's own disk, beside the data. */
export const stagingDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads-staging');

/** The store the configuration names: a bucket when S3_BUCKET is set, else a folder under DATA_DIR. */
export function openPhotoStore(config: Pick<Config, 'dataDir' | 'verification'>): PhotoStore {
  const { s3 } = config.verification;
  return s3 ? new S3PhotoStore(s3) : new LocalPhotoStore(path.join(config.dataDir, 'verification-photos'));
}
