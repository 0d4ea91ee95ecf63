import type { Config } from '../config.js';
import type { Connection } from '../db/connection.js';
import { DiskSpace, bytesText, diskPlacesOf } from '../disk-space.js';
import { DatabaseProbe } from '../domain/products/health-repository.js';
import { smsBudgetReason, smsBudgetState } from '../domain/sms/sms-budget.js';
import type { Command } from './command.js';

/**
 * What health says of this machine, as the operator's shell sees it: the database answering, and free space where
 * the server writes against DISK_RESERVE_BYTES (the reasons are the very lines GET /api/health gives), and this
 * hour's SMS budget (SMS_HOURLY_BUDGET: once spent, every password-reset code is refused until the hour ends). The
 * feed is each server process's own: its health endpoint says that.
 */
export async function machineHealth(db: Connection, config: Pick<Config, 'dataDir' | 'verification' | 'diskReserveBytes' | 'smsHourlyBudget'>, nowMs = Date.now()) {
  const disk = new DiskSpace(diskPlacesOf(config), config.diskReserveBytes);
  const [dbProblem, readings, diskReasons, sms] = await Promise.all([
    new DatabaseProbe(db).problem(),
    disk.read(),
    disk.reasons(),
    // Unknown while the database does not answer: that reason says why.
    smsBudgetState(db, config.smsHourlyBudget, nowMs).catch(() => undefined),
  ]);
  const smsReason = sms && smsBudgetReason(sms);
  const reasons = [...(dbProblem ? [`database: ${dbProblem}`] : []), ...diskReasons, ...(smsReason ? [smsReason] : [])];
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
    sms: sms ? { sentThisHour: sms.sentThisHour, budget: sms.budget, resetCodes: sms.spent ? `refused until ${sms.refusedUntil}` : 'sent' } : 'unknown',
  };
}

export const healthCommands: Record<string, Command> = {
  health: {
    usage: 'health',
    summary:
      "This machine's health: the database answering, free disk space where the server writes against DISK_RESERVE_BYTES (below it uploads are refused), and this hour's SMS budget (SMS_HOURLY_BUDGET; once spent, reset codes are refused).",
    needsReason: false,
    run: (db, _args, _operator, seams) => machineHealth(db, seams.config()),
  },
};
