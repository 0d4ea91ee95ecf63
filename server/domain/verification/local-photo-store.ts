import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PhotoStore } from './photo-store.js';

// Keys are ours (random hex), but a path is built from one: nothing else may reach the file system.
const keyPattern = /^[0-9a-f]{32}$/;

/** Photos as files of one folder (by default under DATA_DIR), readable by the server's user only. */
export class LocalPhotoStore implements PhotoStore {
  constructor(readonly folder: string) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  async put(key: string, stagedPath: string): Promise<void> {
    // The staging folder is on the same disk (DATA_DIR), so this is a rename, not a copy.
    await fs.promises.rename(stagedPath, this.pathOf(key));
  }

  async get(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  locate(key: string): string {
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`not a photo key: ${key}`);
    return path.join(this.folder, key);
  }
}
