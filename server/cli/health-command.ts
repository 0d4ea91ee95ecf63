import type { Config } from '../config.js';
import type { Connection } from '../db/connection.js';
import { DiskSpace, bytesText, diskPlacesOf } from '../disk-space.js';
import { DatabaseProbe } from '../domain/products/health-repository.js';
import type { Command } from './command.js';

/**
 * What health says of this machine, as the operator's shell sees it: the database answering, and free space where
 * the server writes against DISK_RESERVE_BYTES (the reasons are the very lines GET /api/health gives). The feed is
 * each server process's own: its health endpoint says that.
 */
export async function machineHealth(db: Connection, config: Pick<Config, 'dataDir' | 'verification' | 'diskReserveBytes'>) {
  const disk = new DiskSpace(diskPlacesOf(config), config.diskReserveBytes);
  const [dbProblem, readings, diskReasons] = await Promise.all([new DatabaseProbe(db).problem(), disk.read(), disk.reasons()]);
  const reasons = [...(dbProblem ? [`database: ${dbProblem}`] : []), ...diskReasons];
  return {
    status: reasons.length === 0 ? 'ok' : 'degraded',
    reasons,
    db: dbProblem ? 'down' : 'ok',
    disks: readings.map((r) => ({
      place: r.name,
      free: r.freeBytes === undefined ? `unreadable (${r.error})` : bytesText(r.freeBytes),
      reserve: bytesText(config.diskReserveBytes),
      uploads: r.low ? 'refused' : 'accepted',
    })),
  };
}

export const healthCommands: Record<string, Command> = {
  health: {
    usage: 'health',
    summary: "This machine's health: the database answering, and free disk space where the server writes against DISK_RESERVE_BYTES (below it uploads are refused).",
    needsReason: false,
    run: (db, _args, _operator, seams) => machineHealth(db, seams.config()),
  },
};
