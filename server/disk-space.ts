import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { localPhotoDirOf } from './domain/verification/open-photo-store.js';

/** A folder the server writes to, by the name an operator reads in health (never its path: health is public). */
export interface DiskPlace {
  name: string;
  path: string;
}

export interface DiskReading {
  name: string;
  /** Bytes an unprivileged writer may still use there; undefined when statfs failed. */
  freeBytes: number | undefined;
  /** Below the reserve. */
  low: boolean;
  /** Why it could not be read (an errno code). */
  error?: string;
}

/** Readings this fresh are reused: an upload burst or a load balancer's checks make one statfs a second, not one each. */
const readingMaxAgeMs = 1_000;
/** How long health mentions a write that failed for a full disk (PostgreSQL's disk is not one statfs can see). */
const fullWriteShownMs = 60_000;

/** The folders of this configuration: the data folder (database, staging) and, without S3, the photo store. */
export function diskPlacesOf(config: Pick<Config, 'dataDir' | 'verification'>): DiskPlace[] {
  const places = [{ name: 'data folder', path: config.dataDir }];
  if (!config.verification.s3) places.push({ name: 'photo store', path: localPhotoDirOf(config) });
  return places;
}

/** 1536 → "1.5 KiB": sizes as an operator reads them. */
export function bytesText(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/**
 * Free space where the server writes, against DISK_RESERVE_BYTES, read with statfs. Below the reserve uploads are
 * refused (507) and health is `degraded`; orders and sign-ins go on in what is left. A write that failed for a full
 * disk anyway (SQLITE_FULL, ENOSPC, PostgreSQL's 53100) is noted for health too.
 */
export class DiskSpace {
  private readonly places: DiskPlace[];
  private readings: DiskReading[] = [];
  private readAtMs = -Infinity;
  private reading: Promise<DiskReading[]> | undefined;
  private fullWrite: { atMs: number; code: string } | undefined;

  constructor(
    places: DiskPlace[],
    readonly reserveBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.places = sameDiskJoined(places);
  }

  /** Each place's free space now (at most a second old). */
  read(): Promise<DiskReading[]> {
    if (this.now() - this.readAtMs < readingMaxAgeMs) return Promise.resolve(this.readings);
    this.reading ??= Promise.all(this.places.map((place) => this.readOne(place)))
      .then((readings) => {
        this.readings = readings;
        this.readAtMs = this.now();
        return readings;
      })
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** Whether some place is below the reserve: uploads wait for space. */
  async low(): Promise<boolean> {
    return (await this.read()).some((r) => r.low);
  }

  /** A write failed for a full disk (`code`: SQLITE_FULL, ENOSPC, 53100): health says so for a minute. */
  noteFullWrite(code: string): void {
    this.fullWrite = { atMs: this.now(), code };
    // The next reading is taken fresh: the disk may have filled since the last.
    this.readAtMs = -Infinity;
  }

  /** What health and the CLI say of the disks, each in a few words and without paths (empty: all is well). */
  async reasons(): Promise<string[]> {
    const reasons = (await this.read()).flatMap((r) => {
      if (r.error) return [`disk: ${r.name}: free space unreadable (${r.error})`];
      if (!r.low) return [];
      return [`disk: ${r.name}: ${bytesText(r.freeBytes ?? 0)} free, below the ${bytesText(this.reserveBytes)} reserve (uploads refused)`];
    });
    const full = this.fullWrite;
    if (full && this.now() - full.atMs < fullWriteShownMs) {
      reasons.push(`disk: a write failed for a full disk ${Math.round((this.now() - full.atMs) / 1000)} s ago (${full.code})`);
    }
    return reasons;
  }

  private async readOne(place: DiskPlace): Promise<DiskReading> {
    try {
      const stats = await fs.promises.statfs(place.path);
      const freeBytes = Number(stats.bavail) * Number(stats.bsize);
      return { name: place.name, freeBytes, low: freeBytes < this.reserveBytes };
    } catch (error) {
      return { name: place.name, freeBytes: undefined, low: false, error: (error as NodeJS.ErrnoException).code ?? 'failed' };
    }
  }
}

/** Places on one file system (the photo store under the data folder, as by default) are one reading, named together. */
function sameDiskJoined(places: DiskPlace[]): DiskPlace[] {
  const byDevice = new Map<string, DiskPlace>();
  for (const place of places) {
    let device: string;
    try {
      device = String(fs.statSync(place.path).dev);
    } catch {
      device = `unknown:${path.resolve(place.path)}`;
    }
    const seen = byDevice.get(device);
    byDevice.set(device, seen ? { name: `${seen.name} and ${place.name}`, path: seen.path } : place);
  }
  return [...byDevice.values()];
}

/** Codes of a write that failed for a full disk: SQLite's, the OS's (a file or a quota), PostgreSQL's disk_full. */
const fullDiskCodes = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

/** The full-disk code of `error` or of what caused it, if it is one. */
export function fullDiskCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && fullDiskCodes.has(code)) return code;
  }
  return undefined;
}
