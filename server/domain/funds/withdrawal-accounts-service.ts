import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { withdrawalAccountsMax, type WithdrawalAccountBody } from '../../../src/core/funds-structs.js';
import type { WithdrawalAccount } from '../../../src/core/funds.js';
import { mask } from '../../../src/core/mask.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { namedFields } from '../operators/field-text.js';
import type { OneAtATime } from '../one-at-a-time.js';
import type { UserNotices } from '../users/user-notices.js';
import { checkTradePassword } from './trade-password-guard.js';
import { withSecondStep } from '../auth/two-step-service.js';
import { hasReviewingWithdrawalTo } from './withdrawals-repository.js';
import {
  deleteUserWithdrawalAccounts,
  findLiveWithdrawalAccount,
  insertWithdrawalAccount,
  markWithdrawalAccountRemoved,
  relabelWithdrawalAccount,
  userWithdrawalAccounts,
  type WithdrawalAccountRow,
} from './withdrawal-accounts-repository.js';

const iso = (ms: number) => new Date(ms).toISOString();

function toWithdrawalAccount(row: WithdrawalAccountRow, nowMs: number): WithdrawalAccount {
  const common = {
    id: row.id,
    label: row.label,
    accountName: row.account_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    // A hold that has ended is no longer news: null means withdrawals may go.
    holdUntil: row.hold_until !== null && row.hold_until > nowMs ? iso(row.hold_until) : null,
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
  if (row.type === 'crypto') return { type: 'crypto', ...common, network: row.network!, currencyAddress: row.currency_address! };
  const cardNumber = row.card_number!;
  return {
    type: 'bank_card',
    ...common,
    nationality: row.nationality!,
    bankName: row.bank_name!,
    // The full number never leaves the server again: the last 4 digits are enough to recognise it.
    cardNumber: mask(cardNumber, 0, cardNumber.length - 4),
    bankAddress: row.bank_address!,
  };
}

const live = (rows: WithdrawalAccountRow[]) => rows.filter((row) => row.removed_at === null);
// The withdrawal screen offers the last used first; those never used follow in the order they were added.
const lastUsedFirst = (a: WithdrawalAccountRow, b: WithdrawalAccountRow) => (b.last_used_at ?? -1) - (a.last_used_at ?? -1) || a.created_at - b.created_at;

/** The user's live withdrawal accounts, the last used first; none is an empty list. */
export async function listWithdrawalAccounts(db: Connection, userId: string, nowMs: number): Promise<{ items: WithdrawalAccount[] }> {
  const rows = live(await userWithdrawalAccounts(db, userId)).sort(lastUsedFirst);
  return { items: rows.map((row) => toWithdrawalAccount(row, nowMs)) };
}

type KindFields = Pick<WithdrawalAccountRow, 'type' | 'account_name' | 'nationality' | 'bank_name' | 'card_number' | 'bank_address' | 'network' | 'currency_address'>;

/** The columns of one kind, as stored: the other kind's are null (the table's CHECK insists). */
function kindFields(body: WithdrawalAccountBody): KindFields {
  const none = { nationality: null, bank_name: null, card_number: null, bank_address: null, network: null, currency_address: null };
  if (body.type === 'crypto') {
    return { ...none, type: 'crypto', account_name: body.accountName.trim(), network: body.network.trim().toUpperCase(), currency_address: body.currencyAddress };
  }
  return {
    ...none,
    type: 'bank_card',
    account_name: body.accountName.trim(),
    nationality: body.nationality,
    bank_name: body.bankName.trim(),
    card_number: body.cardNumber.replace(/\s+/g, ''),
    bank_address: body.bankAddress.trim(),
  };
}

const sameFields = (row: WithdrawalAccountRow, fields: KindFields) => (Object.keys(fields) as (keyof KindFields)[]).every((key) => row[key] === fields[key]);

/** An account as its owner recognises it in a notice: the bank or network and the last 4 characters. */
export const accountInBrief = (row: KindFields) =>
  row.type === 'crypto' ? `${row.network} ****${row.currency_address!.slice(-4)}` : `${row.bank_name} ****${row.card_number!.slice(-4)}`;

export interface AccountChangeRules {
  checks: OneAtATime;
  notices: UserNotices;
  /** How long withdrawals to a new account wait (WITHDRAWAL_ACCOUNT_HOLD_HOURS). */
  holdMs: number;
}

/**
 * Adds a withdrawal account after the transaction password (the guard withdrawals use: wrong ones count toward
 * the same lock), up to `withdrawalAccountsMax` live ones. The user's first account is ready at once. Any later
 * one starts a security hold on itself, so that someone who got hold of the session and the password can't send
 * the money to an account of theirs before the owner hears of it: withdrawals to it wait until `holdUntil`, and
 * the user is sent a notice. Removing accounts doesn't make a new one a first: the removed ones are kept. Sending
 * a live account's fields again adds nothing and answers that account (`created: false`), so a retry is safe.
 */
export async function addWithdrawalAccount(
  db: Connection,
  rules: AccountChangeRules,
  userId: string,
  body: WithdrawalAccountBody,
  nowMs: number,
): Promise<{ account: WithdrawalAccount; created: boolean }> {
  // With two-step sign-in on, the authenticator's code too (checked after the password).
  await withSecondStep(db, rules.checks, userId, body.otp, nowMs, rules.notices, () => checkTradePassword(db, rules.checks, userId, body.tradePassword, nowMs, rules.notices));
  const fields = kindFields(body);
  const add = () =>
    db.transaction(async (trx) => {
      const rows = await userWithdrawalAccounts(trx, userId);
      const same = live(rows).find((row) => sameFields(row, fields));
      if (same) return { row: same, created: false };
      const taken = new Set(live(rows).map((row) => row.slot));
      const slot = Array.from({ length: withdrawalAccountsMax }, (_, i) => i + 1).find((n) => !taken.has(n));
      if (slot === undefined) {
        throw new DomainError('withdrawal_accounts_full', `At most ${withdrawalAccountsMax} withdrawal accounts; remove one to add another`, undefined, { max: withdrawalAccountsMax });
      }
      const row: WithdrawalAccountRow = {
        id: newId(nowMs),
        user_id: userId,
        slot,
        label: body.label?.trim() ?? null,
        ...fields,
        created_at: nowMs,
        updated_at: nowMs,
        hold_until: rows.length === 0 ? null : nowMs + rules.holdMs,
        last_used_at: null,
        removed_at: null,
      };
      await insertWithdrawalAccount(trx, row);
      return { row, created: true };
    });
  // Adds at the same instant may pick the same free place: the one that lost it looks again (a first account
  // that lost becomes a second, with a hold). Each try that loses means another add took a place.
  for (let tries = 1; ; tries++) {
    try {
      const { row, created } = await add();
      if (created && row.hold_until !== null) {
        await rules.notices.send(userId, 'withdrawal_account_added', { holdUntil: iso(row.hold_until), account: accountInBrief(row) });
      }
      return { account: toWithdrawalAccount(row, nowMs), created };
    } catch (error) {
      if (!isUniqueViolation(error) || tries > withdrawalAccountsMax) throw error;
    }
  }
}

const notFound = () => new DomainError('not_found', 'No such withdrawal account');
// Ids are 32 hex digits: anything else names no account, and never reaches the database (a NUL is PostgreSQL's error).
const isAccountId = (id: string) => /^[0-9a-f]{32}$/.test(id);

/** Gives a live account of the user another label; another user's or a removed one is not found. */
export async function renameWithdrawalAccount(db: Connection, userId: string, id: string, label: string, nowMs: number): Promise<WithdrawalAccount> {
  if (!isAccountId(id) || !(await relabelWithdrawalAccount(db, userId, id, label.trim(), nowMs))) throw notFound();
  const row = await findLiveWithdrawalAccount(db, userId, id);
  if (!row) throw notFound();
  return toWithdrawalAccount(row, nowMs);
}

/**
 * Removes a live account of the user, freeing its place; refused while a withdrawal to it is under review, so
 * that what the user sees stays where the money is going. The account is marked first and the reviews read
 * after: a withdrawal being requested to it either committed before (and is seen) or finds it removed.
 */
export async function removeWithdrawalAccount(db: Connection, userId: string, id: string, nowMs: number): Promise<void> {
  if (!isAccountId(id)) throw notFound();
  await db.transaction(async (trx) => {
    if (!(await markWithdrawalAccountRemoved(trx, userId, id, nowMs))) throw notFound();
    if (await hasReviewingWithdrawalTo(trx, userId, id)) {
      throw new DomainError('withdrawal_account_in_use', 'A withdrawal to this account is under review; remove it once that withdrawal is decided');
    }
  });
}

/**
 * The account a withdrawal goes to: `accountId` among the user's live ones, or, when it is left out, the user's
 * only one (as before several could be kept). None at all is `not_bound`.
 */
export async function accountToPay(db: Connection, userId: string, accountId: string | undefined): Promise<WithdrawalAccountRow> {
  if (accountId !== undefined) {
    const row = await findLiveWithdrawalAccount(db, userId, accountId);
    if (!row) throw new DomainError('validation_failed', 'No such withdrawal account', { accountId: 'account_unknown' });
    return row;
  }
  const rows = live(await userWithdrawalAccounts(db, userId));
  if (rows.length === 0) throw new DomainError('not_bound', 'You have not yet bound a withdrawal account');
  if (rows.length > 1) throw new DomainError('validation_failed', 'Choose the withdrawal account to pay', { accountId: 'required' });
  return rows[0];
}

/** Refuses a withdrawal to an account whose security hold runs, saying until when. */
export function assertNoHold(row: WithdrawalAccountRow, nowMs: number): void {
  if (row.hold_until !== null && row.hold_until > nowMs) {
    throw new DomainError('withdrawal_hold', 'The withdrawal account is new; withdrawals to it resume after the security hold', undefined, {
      holdUntil: iso(row.hold_until),
    });
  }
}

/** What a withdrawal keeps of its account (JSON): the account's id, its label and fields then, so a later change can't redirect it. */
export function payeeOf(row: WithdrawalAccountRow): string {
  const { id, label, type, account_name, nationality, bank_name, card_number, bank_address, network, currency_address } = row;
  return JSON.stringify({ id, label, type, account_name, nationality, bank_name, card_number, bank_address, network, currency_address });
}

type PayeeFields = Pick<KindFields, 'type' | 'account_name' | 'bank_name' | 'card_number' | 'network' | 'currency_address'> & { label?: string | null };

/**
 * An account as an operator pays to it, in full, each field named and quoted (server/domain/operators/field-text.ts):
 * `label: "Salary" · bank: "…" · card: "…" · name: "…"`, or the network and address. The CLI prints it through
 * `visibleText`.
 */
export function describePayee(fields: PayeeFields): string {
  return namedFields([
    ['label', fields.label],
    ...(fields.type === 'crypto'
      ? ([['network', fields.network], ['address', fields.currency_address]] as const)
      : ([['bank', fields.bank_name], ['card', fields.card_number]] as const)),
    ['name', fields.account_name],
  ]);
}

/** Operator: a user's withdrawal accounts, removed ones too, in full, as `accounts list` prints them. */
export async function withdrawalAccountsForOperators(db: Connection, userId: string, nowMs: number) {
  const rows = (await userWithdrawalAccounts(db, userId)).sort((a, b) => a.created_at - b.created_at);
  return rows.map((row) => ({
    id: row.id,
    account: describePayee(row),
    state: row.removed_at !== null ? `removed ${iso(row.removed_at)}` : row.hold_until !== null && row.hold_until > nowMs ? `on hold until ${iso(row.hold_until)}` : 'live',
    lastUsedAt: row.last_used_at === null ? '' : iso(row.last_used_at),
    createdAt: iso(row.created_at),
  }));
}

/** Operator: removes every withdrawal account of the user, the removed ones too, so that the next one is a first again (no hold). */
export async function unbindWithdrawalAccounts(db: Connection, userId: string, operator: OperatorContext, nowMs: number): Promise<void> {
  await db.transaction(async (trx) => {
    const rows = live(await deleteUserWithdrawalAccounts(trx, userId));
    if (rows.length === 0) throw new DomainError('not_bound', 'No withdrawal account is bound');
    const details = rows.map((row) =>
      row.type === 'crypto'
        ? { id: row.id, type: row.type, network: row.network!, addressLast4: row.currency_address!.slice(-4) }
        : { id: row.id, type: row.type, bankName: row.bank_name!, cardLast4: row.card_number!.slice(-4) },
    );
    await writeAuditLog(trx, operator, 'withdrawal_account.unbind', `user:${userId}`, { accounts: details }, nowMs);
  });
}
