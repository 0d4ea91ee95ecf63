import type { Readable } from 'node:stream';

/**
 * Where identity photos' bytes live: never under the web root and never served as they are. A photo
 * reaches its owner only through `GET /api/verification/photos/:id`, and operators through the CLI.
 */
export interface PhotoStore {
  /** Takes the checked file at `stagedPath` (a file of the staging folder, gone afterwards) under `key`. */
  put(key: string, stagedPath: string, contentType: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Where an operator finds the file: a path on this machine, or `s3://bucket/key`. */
  locate(key: string): string;
}
