import { renderSVG } from 'uqr';
import type { Connection } from '../../db/connection.js';
import type { FundsConfig } from '../../config.js';
import type { DepositInstructions, DepositMethod, DepositMethodKind } from '../../../src/core/funds.js';
import { depositMethodIdPattern } from '../../../src/core/deposit-structs.js';
import { formatMinor, parseMoney } from '../../../src/core/money.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import {
  allDepositMethods,
  enabledDepositMethods,
  findDepositMethod,
  insertDepositMethod,
  updateDepositMethod,
  type DepositMethodRow,
} from './deposit-methods-repository.js';

type Range = Pick<FundsConfig, 'depositMinMinor' | 'depositMaxMinor'>;

/** A method's limits: its own, inside the platform's range (which wins if it was narrowed since). */
export function depositMethodRange(row: DepositMethodRow, platform: Range): { minMinor: number; maxMinor: number } {
  return {
    minMinor: Math.max(platform.depositMinMinor, row.min_amount ?? 0),
    maxMinor: Math.min(platform.depositMaxMinor, row.max_amount ?? Number.MAX_SAFE_INTEGER),
  };
}

function instructionsOf(row: DepositMethodRow): DepositInstructions {
  const all: DepositInstructions = {
    bankName: row.bank_name ?? undefined,
    accountName: row.account_name ?? undefined,
    accountNumber: row.account_number ?? undefined,
    network: row.network ?? undefined,
    address: row.address ?? undefined,
    memo: row.memo ?? undefined,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v)) as DepositInstructions;
}

export function toDepositMethod(row: DepositMethodRow, platform: Range): DepositMethod {
  const { minMinor, maxMinor } = depositMethodRange(row, platform);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    currency: row.currency,
    minAmount: formatMinor(minMinor),
    maxAmount: formatMinor(maxMinor),
    instructions: instructionsOf(row),
  };
}

/** A deposit method as users are offered it: the instructions of its kind, every one it needs there. */
export type OfferedDepositMethod = Omit<DepositMethod, 'kind' | 'instructions'> &
  (
    | { kind: 'bank_transfer'; instructions: { bankName: string; accountName: string; accountNumber: string } }
    | { kind: 'crypto'; instructions: { network: string; address: string; memo?: string } }
  );

/** A method with whom to pay (a bank's name, account name and number, or a network and an address); else none. */
function offered(row: DepositMethodRow, platform: Range): OfferedDepositMethod | undefined {
  const { kind: _kind, instructions: _instructions, ...method } = toDepositMethod(row, platform);
  const { bank_name: bankName, account_name: accountName, account_number: accountNumber, network, address, memo } = row;
  if (row.kind === 'bank_transfer') {
    return bankName && accountName && accountNumber ? { ...method, kind: 'bank_transfer', instructions: { bankName, accountName, accountNumber } } : undefined;
  }
  return network && address ? { ...method, kind: 'crypto', instructions: { network, address, ...(memo ? { memo } : {}) } } : undefined;
}

/**
 * What users are offered: the enabled methods that say whom to pay. The two a migrated database starts with have no
 * payee until an operator gives one (`deposit-methods edit`); offered before, they told a user to pay nobody.
 */
export async function listDepositMethods(db: Connection, platform: Range): Promise<{ items: OfferedDepositMethod[] }> {
  return { items: (await enabledDepositMethods(db)).map((row) => offered(row, platform)).filter((method) => method !== undefined) };
}

/** The method a new deposit names, if it can be used: unknown and disabled ones are refused alike. */
export async function usableDepositMethod(db: Connection, id: string): Promise<DepositMethodRow> {
  const row = await findDepositMethod(db, id);
  if (!row || !row.enabled) throw new DomainError('deposit_method_unavailable', `The deposit method ${id} is not available; choose one of GET /api/deposit-methods`);
  return row;
}

/**
 * QR codes of crypto addresses as SVG, made once per address (uqr: no dependencies, its own types). Per app
 * and bounded: a handful of operator-made methods, so a small memo holds them all; an edited address is a new key.
 */
export class DepositQrCodes {
  private readonly svgs = new Map<string, string>();
  constructor(private readonly capacity = 32) {}

  svg(address: string): string {
    let svg = this.svgs.get(address);
    if (svg === undefined) {
      svg = renderSVG(address, { ecc: 'M', border: 2 });
      if (this.svgs.size >= this.capacity) this.svgs.delete(this.svgs.keys().next().value as string);
      this.svgs.set(address, svg);
    }
    return svg;
  }
}

/** The QR code of an enabled crypto method's address; not_found for a bank transfer, an unknown or a disabled method. */
export async function depositMethodQr(db: Connection, codes: DepositQrCodes, id: string): Promise<string> {
  const row = await findDepositMethod(db, id);
  if (!row || !row.enabled || row.kind !== 'crypto' || !row.address) throw new DomainError('not_found', `No crypto deposit method ${id}`);
  return codes.svg(row.address);
}

// ---------------------------------------------------------------------------------------------------------
// Operators (server/cli/admin.ts `deposit-methods …`)

/** What an operator gives; on edit, only the fields to change (an empty string clears an optional one). */
export interface DepositMethodInput extends DepositInstructions {
  kind?: string;
  name?: string;
  currency?: string;
  min?: string;
  max?: string;
}

const textColumns = {
  name: ['name', 60],
  bankName: ['bank_name', 80],
  accountName: ['account_name', 80],
  accountNumber: ['account_number', 64],
  network: ['network', 32],
  address: ['address', 128],
  memo: ['memo', 64],
} as const;

const refuse = (message: string): never => {
  throw new DomainError('validation_failed', message);
};

/** The row an input makes of `base`, checked as a whole: each kind needs what a payer must know. */
function applyInput(base: DepositMethodRow, input: DepositMethodInput, platform: Range): DepositMethodRow {
  const row = { ...base };
  if (input.kind !== undefined) {
    if (input.kind !== 'bank_transfer' && input.kind !== 'crypto') refuse('--kind must be bank_transfer or crypto');
    row.kind = input.kind as DepositMethodKind;
  }
  if (input.currency !== undefined) {
    if (!/^[A-Z0-9]{2,12}$/.test(input.currency)) refuse('--currency must be 2–12 capital letters or digits, e.g. USD or USDT');
    row.currency = input.currency;
  }
  for (const [key, [column, max]] of Object.entries(textColumns) as [keyof typeof textColumns, (typeof textColumns)[keyof typeof textColumns]][]) {
    const value = input[key]?.trim();
    if (value === undefined) continue;
    if (/[\p{Cc}\p{Cs}]/u.test(value) || value.length > max) refuse(`--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be plain text of at most ${max} characters`);
    (row as Record<string, unknown>)[column] = column === 'name' ? value : value || null;
  }
  for (const [key, column] of [['min', 'min_amount'], ['max', 'max_amount']] as const) {
    const text = input[key];
    if (text === undefined) continue;
    const minor = text === '' ? null : parseMoney(text);
    if (text !== '' && (minor === null || minor <= 0)) refuse(`--${key} must be an amount like 10.00 (or "" for the platform's)`);
    if (minor !== null && (minor < platform.depositMinMinor || minor > platform.depositMaxMinor)) {
      refuse(`--${key} must be within the platform's range ${formatMinor(platform.depositMinMinor)}–${formatMinor(platform.depositMaxMinor)}`);
    }
    row[column] = minor;
  }
  // A method is one kind: details of the other kind (left from before a change of kind) are dropped.
  if (row.kind === 'bank_transfer') Object.assign(row, { network: null, address: null, memo: null });
  else Object.assign(row, { bank_name: null, account_name: null, account_number: null });
  if (row.min_amount !== null && row.max_amount !== null && row.min_amount > row.max_amount) refuse('--min must not be above --max');
  if (!row.name) refuse('--name is needed');
  if (row.kind === 'bank_transfer' && !(row.bank_name && row.account_name && row.account_number)) {
    refuse('A bank transfer needs --bank-name, --account-name and --account-number');
  }
  if (row.kind === 'crypto') {
    if (!(row.network && row.address)) refuse('A crypto method needs --network and --address');
    if (!/^[\x21-\x7e]{10,128}$/.test(row.address!)) refuse('--address must be 10–128 characters without spaces');
  }
  return row;
}

const logged = (row: DepositMethodRow) => ({ ...toDepositMethod(row, { depositMinMinor: 0, depositMaxMinor: Number.MAX_SAFE_INTEGER }), enabled: row.enabled === 1 });

/** Operator: a new method, enabled at once. */
export async function addDepositMethod(db: Connection, id: string, input: DepositMethodInput, platform: Range, operator: OperatorContext, nowMs: number): Promise<DepositMethod> {
  if (!depositMethodIdPattern.test(id)) refuse('The id must be 2–24 of a–z, 0–9, _ and -, starting with a letter or digit');
  if (input.kind === undefined) refuse('--kind is needed (bank_transfer or crypto)');
  if (input.currency === undefined) refuse('--currency is needed');
  const blank: DepositMethodRow = {
    id, kind: 'bank_transfer', name: '', currency: '', min_amount: null, max_amount: null, bank_name: null, account_name: null,
    account_number: null, network: null, address: null, memo: null, enabled: 1, created_at: nowMs, updated_at: nowMs,
  };
  const row = applyInput(blank, input, platform);
  return db.transaction(async (trx) => {
    if (await findDepositMethod(trx, id)) refuse(`There is already a deposit method ${id}: edit it instead`);
    await insertDepositMethod(trx, row);
    await writeAuditLog(trx, operator, 'deposit_method.add', `deposit_method:${id}`, logged(row), nowMs);
    return toDepositMethod(row, platform);
  });
}

/** Operator: changes some fields; deposits already made keep their amounts, pending ones show the new instructions. */
export async function editDepositMethod(db: Connection, id: string, input: DepositMethodInput, platform: Range, operator: OperatorContext, nowMs: number): Promise<DepositMethod> {
  return db.transaction(async (trx) => {
    const before = await findDepositMethod(trx, id);
    if (!before) throw new DomainError('not_found', `No deposit method ${id}`);
    const row = { ...applyInput(before, input, platform), updated_at: nowMs };
    const { id: _id, created_at: _created, ...changes } = row;
    await updateDepositMethod(trx, id, changes);
    await writeAuditLog(trx, operator, 'deposit_method.edit', `deposit_method:${id}`, { from: logged(before), to: logged(row) }, nowMs);
    return toDepositMethod(row, platform);
  });
}

/** Operator: stops (or resumes) offering a method; pending deposits made with it can still be confirmed. */
export async function setDepositMethodEnabled(db: Connection, id: string, enabled: boolean, operator: OperatorContext, nowMs: number): Promise<string> {
  return db.transaction(async (trx) => {
    const row = await findDepositMethod(trx, id);
    if (!row) throw new DomainError('not_found', `No deposit method ${id}`);
    if (enabled) applyInput(row, {}, { depositMinMinor: 0, depositMaxMinor: Number.MAX_SAFE_INTEGER });
    await updateDepositMethod(trx, id, { enabled: enabled ? 1 : 0, updated_at: nowMs });
    await writeAuditLog(trx, operator, enabled ? 'deposit_method.enable' : 'deposit_method.disable', `deposit_method:${id}`, {}, nowMs);
    return enabled ? 'enabled' : 'disabled';
  });
}

/**
 * Operator: every method, disabled ones too. A method's currency is what its payers send; its limits, like every
 * amount credited, are in the platform's one currency.
 */
export async function depositMethodsForOperators(db: Connection, platform: Range & Pick<FundsConfig, 'currency'>) {
  return (await allDepositMethods(db)).map((row) => {
    const view = toDepositMethod(row, platform);
    const i = view.instructions;
    return {
      id: view.id,
      kind: view.kind,
      name: view.name,
      enabled: row.enabled ? 'yes' : 'no',
      'paid in': view.currency,
      limits: `${view.minAmount}–${view.maxAmount} ${platform.currency}`,
      instructions: [i.bankName, i.accountName, i.accountNumber, i.network, i.address, i.memo && `memo ${i.memo}`].filter(Boolean).join(' · ') || '(none)',
    };
  });
}
