import type { Connection } from '../db/connection.js';
import { DomainError } from '../domain/domain-error.js';
import type { OperatorContext } from '../domain/operators/audit-log.js';
import type { UserNotices } from '../domain/users/user-notices.js';
import type { PhotoStore } from '../domain/verification/photo-store.js';
import type { Config } from '../config.js';
import { findUserByAccount } from '../domain/auth/users-repository.js';
import { normaliseAccount } from '../../src/core/account-id.js';

/** Every option that takes a value, as the command line spells it. */
export const valueOptions = [
  'by', 'reason', 'status', 'limit', 'kind', 'count', 'set', 'period', 'rate', 'min', 'max', 'code', 'note', 'annual', 'lang',
  'title', 'summary', 'body-file', 'in', 'out', 'name', 'currency', 'bank-name', 'account-name', 'account-number', 'network',
  'address', 'memo', 'body', 'file', 'user', 'amount',
] as const;

/** Every option that is a switch. */
export const switchOptions = ['accept-difference'] as const;

/** The options as parseArgs takes them. */
export const parsedOptions = {
  ...(Object.fromEntries(valueOptions.map((name) => [name, { type: 'string' }])) as Record<(typeof valueOptions)[number], { type: 'string' }>),
  ...(Object.fromEntries(switchOptions.map((name) => [name, { type: 'boolean' }])) as Record<(typeof switchOptions)[number], { type: 'boolean' }>),
};

/** One command line: the words, then the options given. */
export interface Invocation {
  positionals: string[];
  options: Partial<Record<(typeof valueOptions)[number], string> & Record<(typeof switchOptions)[number], boolean>>;
}

/** What commands reach besides the database; tests pass their own. */
export interface AdminSeams {
  /** The user hears of a decision: a message in their inbox, in the same database. */
  notices: UserNotices;
  /** Where identity photos are, as the server's configuration says (DATA_DIR or S3_*). */
  photoStore: () => Promise<PhotoStore>;
  /** The server's configuration, as its environment gives it (`health` reads DATA_DIR and DISK_RESERVE_BYTES). */
  config: () => Config;
}

export interface Command {
  usage: string;
  summary: string;
  /** Whether the action changes something (and so needs --reason). */
  needsReason: boolean;
  run(db: Connection, args: Invocation, operator: OperatorContext, seams: AdminSeams): Promise<unknown>;
}

/** A command line that can't be run as written; the usage is printed with it. */
export class UsageError extends Error {}

export function arg(args: Invocation, index: number, name: string): string {
  const value = args.positionals[index];
  if (!value) throw new UsageError(`missing <${name}>`);
  return value;
}

export async function userIdOf(db: Connection, account: string): Promise<string> {
  const user = await findUserByAccount(db, normaliseAccount(account));
  if (!user) throw new DomainError('not_found', `No account ${account}`);
  return user.id;
}

export const limitOf = (args: Invocation) => Number(args.options.limit ?? 50);
