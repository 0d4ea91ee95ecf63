// Operator commands over the same domain services the API uses: `npm run admin -- <area> <action> …`.
// Every action that changes something needs a reason (--reason) and is written to the audit log with the
// operator's name (--by, else $OPERATOR, else the OS user).
import fs from 'node:fs';
import os from 'node:os';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Connection } from '../db/connection.js';
import { DomainError } from '../domain/domain-error.js';
import { DatabaseBusyError } from '../db/conflict-retry.js';
import type { OperatorContext } from '../domain/operators/audit-log.js';
import { confirmDeposit, rejectDeposit, type ReceivedAmount } from '../domain/funds/deposits-service.js';
import { approveWithdrawal, failWithdrawal } from '../domain/funds/withdrawals-service.js';
import { unbindWithdrawalAccounts, withdrawalAccountsForOperators } from '../domain/funds/withdrawal-accounts-service.js';
import { turnOffTwoStepForUser } from '../domain/auth/two-step-service.js';
import { createInviteCodes, resetSecret, setCreditScore } from '../domain/auth/operator-actions.js';
import { depositQueue, withdrawalQueue } from '../domain/operators/queues.js';
import { openCliDatabase } from './open-database.js';
import { visibleLines } from './visible-text.js';
import { arg, limitOf, userIdOf, UsageError, parsedOptions, type AdminSeams, type Command, type Invocation } from './command.js';
import { messageCommands } from './message-commands.js';
import { supportCommands } from './support-commands.js';
import { healthCommands } from './health-command.js';
import { inboxNotices } from '../domain/messages/inbox-notices.js';
import { loadNumbering } from '../domain/numbering/load-numbering.js';
import { allProducts } from '../market/products-repository.js';
import { productPeriods } from '../domain/products/product-view.js';
import { setMaintenance, setPayoutRate, setStakeRange } from '../domain/operators/product-admin.js';
import { formatMinor, parseMoney } from '../../src/core/money.js';
import { isWithdrawalReasonCode, withdrawalReasonCodes } from '../../src/core/withdrawal-reasons.js';
import { depositRejectReasons, isDepositRejectReason } from '../../src/core/deposit-reasons.js';
import { loadConfig } from '../config.js';
import { decideUserVerification } from '../domain/verification/verification-service.js';
import { verificationDetails, verificationQueue } from '../domain/verification/operator-views.js';
import { openPhotoStore } from '../domain/verification/open-photo-store.js';
import { isVerificationRejectReason, verificationRejectReasons } from '../../src/core/verification.js';
import { setAnnualRate, setDailyLimits } from '../domain/savings/savings-terms.js';
import { newsForOperators, publishNews, translateNews, withdrawNews, type NewsText } from '../domain/news/news-admin.js';
import {
  addDepositMethod,
  depositMethodsForOperators,
  editDepositMethod,
  setDepositMethodEnabled,
  type DepositMethodInput,
} from '../domain/funds/deposit-methods-service.js';

function depositMethodInput(args: Invocation): DepositMethodInput {
  const o = args.options;
  return {
    kind: o.kind, name: o.name, currency: o.currency, min: o.min, max: o.max, bankName: o['bank-name'],
    accountName: o['account-name'], accountNumber: o['account-number'], network: o.network, address: o.address, memo: o.memo,
  };
}

/** An item's text in one language: title and summary from the options, the body from a UTF-8 file. */
function newsText(args: Invocation): NewsText {
  const { title, summary, 'body-file': bodyFile } = args.options;
  if (title === undefined || summary === undefined || bodyFile === undefined) throw new UsageError('--title, --summary and --body-file are all needed');
  try {
    return { title, summary, body: fs.readFileSync(bodyFile, 'utf8') };
  } catch (error) {
    throw new UsageError(`cannot read --body-file ${bodyFile}: ${(error as Error).message}`);
  }
}

/** The platform's deposit range (DEPOSIT_MIN / DEPOSIT_MAX, as the server reads them): methods' limits stay inside it. */
const platformRange = () => loadConfig().funds;

/** `--amount` (required: what arrived, to compare with what the user declared) and `--accept-difference`. */
function receivedAmount(args: Invocation): ReceivedAmount {
  const text = args.options.amount;
  if (text === undefined) throw new UsageError('--amount <received> is needed: the amount the statement shows arrived, e.g. --amount 100.00');
  const amountMinor = parseMoney(text);
  if (amountMinor === null || amountMinor <= 0) throw new UsageError(`--amount must be an amount above 0 like 100.00, got "${text}"`);
  return { amountMinor, acceptDifference: args.options['accept-difference'] === true };
}

const commands: Record<string, Command> = {
  'deposits list': {
    usage: 'deposits list [--status pending|confirmed|rejected] [--limit 50]',
    summary: 'Deposits in a status, newest first (default: pending, the queue to work on).',
    needsReason: false,
    run: async (db, args) => depositQueue(db, (await loadNumbering(db)).deposits, args.options.status ?? 'pending', limitOf(args)),
  },
  'deposits confirm': {
    usage: 'deposits confirm <number|reference> --amount <received> [--accept-difference] --reason "bank statement 2026-11-25"',
    summary:
      'The money arrived: credit the user. <number>: the 13-digit number the user sees, the reference they quoted, or the 32-character id. ' +
      '--amount: what the statement shows arrived; unless it is the declared amount, nothing is credited, or with --accept-difference what arrived is.',
    needsReason: true,
    run: async (db, args, operator, seams) => confirmDeposit(db, (await loadNumbering(db)).deposits, arg(args, 2, 'number'), receivedAmount(args), operator, Date.now(), seams.notices),
  },
  'deposits reject': {
    usage: `deposits reject <number> [--code ${depositRejectReasons.join('|')}] [--note "shown to the user"] --reason "no matching payment"`,
    summary:
      'Nothing is credited. The user reads the code in their language (default payment_not_found: no such payment arrived) ' +
      'and the note below it, on the deposit and in a message; --reason is for the audit log.',
    needsReason: true,
    run: async (db, args, operator, seams) => {
      const code = args.options.code ?? 'payment_not_found';
      if (!isDepositRejectReason(code)) throw new UsageError(`--code must be one of ${depositRejectReasons.join(', ')}`);
      const why = { code, note: args.options.note?.trim() || null };
      return rejectDeposit(db, (await loadNumbering(db)).deposits, arg(args, 2, 'number'), operator, Date.now(), seams.notices, why);
    },
  },
  'deposit-methods list': {
    usage: 'deposit-methods list',
    summary: 'Deposit methods, disabled ones too, with their limits and instructions.',
    needsReason: false,
    run: (db) => depositMethodsForOperators(db, platformRange()),
  },
  'deposit-methods add': {
    usage:
      'deposit-methods add <id> --kind bank_transfer|crypto --name "USDT (TRC20)" --currency USDT [--min 10.00] [--max 50000.00] (bank: --bank-name --account-name --account-number; crypto: --network --address [--memo]) --reason "new wallet"',
    summary: 'A new deposit method, offered to users at once; limits default to the platform range.',
    needsReason: true,
    run: (db, args, operator) => addDepositMethod(db, arg(args, 2, 'id'), depositMethodInput(args), platformRange(), operator, Date.now()),
  },
  'deposit-methods edit': {
    usage: 'deposit-methods edit <id> [any option of add; "" clears --min, --max or --memo] --reason "wallet rotated"',
    summary: 'Changes a method; pending deposits show the new instructions.',
    needsReason: true,
    run: (db, args, operator) => editDepositMethod(db, arg(args, 2, 'id'), depositMethodInput(args), platformRange(), operator, Date.now()),
  },
  'deposit-methods disable': {
    usage: 'deposit-methods disable <id> --reason "bank account closed"',
    summary: 'Stops offering a method (new deposits with it are refused); pending ones can still be confirmed.',
    needsReason: true,
    run: (db, args, operator) => setDepositMethodEnabled(db, arg(args, 2, 'id'), false, operator, Date.now()),
  },
  'deposit-methods enable': {
    usage: 'deposit-methods enable <id> --reason "account reopened"',
    summary: 'Offers a disabled method again (it must have complete instructions).',
    needsReason: true,
    run: (db, args, operator) => setDepositMethodEnabled(db, arg(args, 2, 'id'), true, operator, Date.now()),
  },
  'withdrawals list': {
    usage: 'withdrawals list [--status reviewing|succeeded|failed] [--limit 50]',
    summary: 'Withdrawals in a status with the account to pay, as it was when requested (default: reviewing).',
    needsReason: false,
    run: async (db, args) => withdrawalQueue(db, (await loadNumbering(db)).withdrawals, args.options.status ?? 'reviewing', limitOf(args)),
  },
  'withdrawals approve': {
    usage: 'withdrawals approve <number> --reason "paid, bank ref 123"',
    summary: 'Paid out: the amount leaves the platform, the fee goes to fees. <number>: the 13-digit number the user sees (or the 32-character id).',
    needsReason: true,
    run: async (db, args, operator, seams) => approveWithdrawal(db, (await loadNumbering(db)).withdrawals, arg(args, 2, 'number'), operator, Date.now(), seams.notices),
  },
  'withdrawals fail': {
    usage: `withdrawals fail <number> --code ${withdrawalReasonCodes.join('|')} [--note "shown to the user"] --reason "card closed, ticket 9"`,
    summary: 'Not paid: amount and fee go back to the user, who reads the code in their language and the note below it; --reason is for the audit log.',
    needsReason: true,
    run: async (db, args, operator, seams) => {
      const code = args.options.code;
      if (!isWithdrawalReasonCode(code)) throw new UsageError(`--code must be one of ${withdrawalReasonCodes.join(', ')}`);
      return failWithdrawal(db, (await loadNumbering(db)).withdrawals, arg(args, 2, 'number'), operator, Date.now(), seams.notices, { code, note: args.options.note?.trim() || null });
    },
  },
  'verifications list': {
    usage: 'verifications list [--limit 50]',
    summary: 'Real-name verifications under review, oldest first.',
    needsReason: false,
    run: (db, args) => verificationQueue(db, limitOf(args)),
  },
  'verifications show': {
    usage: 'verifications show <account>',
    summary: "A user's submissions, newest first, with where their ID photos are stored and other accounts verified with the same document.",
    needsReason: false,
    run: async (db, args, _operator, seams) => verificationDetails(db, await seams.photoStore(), await userIdOf(db, arg(args, 2, 'account'))),
  },
  'verifications approve': {
    usage: 'verifications approve <account> --reason "photos match, ticket 12"',
    summary: 'The submission under review is right: the user is verified, and told so.',
    needsReason: true,
    run: async (db, args, operator, seams) =>
      decideUserVerification(db, await userIdOf(db, arg(args, 2, 'account')), { status: 'verified' }, operator, Date.now(), seams.notices),
  },
  'verifications reject': {
    usage: `verifications reject <account> --code ${verificationRejectReasons.join('|')} [--note "shown to the user"] --reason "blurred, ticket 13"`,
    summary: 'The submission under review is refused: the user reads the code in their language and the note below it, and may submit again.',
    needsReason: true,
    run: async (db, args, operator, seams) => {
      const code = args.options.code;
      if (!isVerificationRejectReason(code)) throw new UsageError(`--code must be one of ${verificationRejectReasons.join(', ')}`);
      const decision = { status: 'rejected' as const, reason: code, note: args.options.note?.trim() || null };
      return decideUserVerification(db, await userIdOf(db, arg(args, 2, 'account')), decision, operator, Date.now(), seams.notices);
    },
  },
  'accounts list': {
    usage: 'accounts list <account>',
    summary: "A user's withdrawal accounts, removed ones too, in full, with the user's names for them and any hold.",
    needsReason: false,
    run: async (db, args) => withdrawalAccountsForOperators(db, await userIdOf(db, arg(args, 2, 'account')), Date.now()),
  },
  'accounts unbind': {
    usage: 'accounts unbind <account> --reason "account taken over, identity checked, ticket 42"',
    summary: "Removes every withdrawal account of a user, removed ones too: the next one they add has no hold.",
    needsReason: true,
    run: async (db, args, operator) => {
      await unbindWithdrawalAccounts(db, await userIdOf(db, arg(args, 2, 'account')), operator, Date.now());
      return 'unbound';
    },
  },
  'users two-step-off': {
    usage: 'users two-step-off <account> --reason "lost phone, no recovery code; identity checked, ticket 44"',
    summary: "Turns a user's two-step sign-in off (its secret and recovery codes go); the user is told.",
    needsReason: true,
    run: async (db, args, operator, seams) => {
      await turnOffTwoStepForUser(db, await userIdOf(db, arg(args, 2, 'account')), operator, Date.now(), seams.notices);
      return 'two-step sign-in is off';
    },
  },
  'users reset-password': {
    usage: 'users reset-password <account> --kind login|trade --reason "identity checked, ticket 43"',
    summary: 'Sets a temporary password (printed once) and, for login, signs the user out everywhere.',
    needsReason: true,
    run: async (db, args, operator) => {
      const kind = args.options.kind;
      if (kind !== 'login' && kind !== 'trade') throw new UsageError('--kind must be login or trade');
      const secret = await resetSecret(db, arg(args, 2, 'account'), kind, operator, Date.now());
      return { temporaryPassword: secret, note: 'Pass it on out of band; the user should change it at once.' };
    },
  },
  'users credit-score': {
    usage: 'users credit-score <account> --set 80 --reason "late repayment"',
    summary: "Sets a user's credit score (0–100).",
    needsReason: true,
    run: (db, args, operator) => setCreditScore(db, arg(args, 2, 'account'), Number(args.options.set), operator, Date.now()),
  },
  'products list': {
    usage: 'products list',
    summary: 'Products with their status, periods, rates and stake range.',
    needsReason: false,
    run: async (db) =>
      (await allProducts(db)).map((p) => ({
        symbol: p.symbol,
        maintenance: p.maintenance ? 'yes' : 'no',
        periods: productPeriods(p).map((x) => `${x.seconds}s ${formatMinor(x.payoutRateBp)}%`).join(', '),
        stakes: `${formatMinor(p.min_stake)}–${formatMinor(p.max_stake)}`,
      })),
  },
  'products maintenance': {
    usage: 'products maintenance <symbol> on|off --reason "exchange upgrade"',
    summary: 'Closes a product for maintenance (no new orders; open ones still settle) or reopens it.',
    needsReason: true,
    run: async (db, args, operator) => {
      const state = arg(args, 3, 'on|off');
      if (state !== 'on' && state !== 'off') throw new UsageError('say on or off');
      await setMaintenance(db, arg(args, 2, 'symbol'), state === 'on', operator, Date.now());
      return `maintenance ${state}`;
    },
  },
  'products rate': {
    usage: 'products rate <symbol> --period 60 --rate 80.00 --reason "new pricing"',
    summary: "Sets a period's payout rate in percent (adds the period if new).",
    needsReason: true,
    run: (db, args, operator) => setPayoutRate(db, arg(args, 2, 'symbol'), Number(args.options.period), args.options.rate ?? '', operator, Date.now()),
  },
  'products stakes': {
    usage: 'products stakes <symbol> --min 10.00 --max 50000.00 --reason "risk limits"',
    summary: 'Sets the stake range.',
    needsReason: true,
    run: async (db, args, operator) => {
      await setStakeRange(db, arg(args, 2, 'symbol'), args.options.min ?? '', args.options.max ?? '', operator, Date.now());
      return 'stake range set';
    },
  },
  'savings rate': {
    usage: 'savings rate --annual 2.50 --reason "market rates fell"',
    summary: 'Sets the annual savings rate in percent, in force from the next platform day (TIME_ZONE).',
    needsReason: true,
    run: (db, args, operator) => setAnnualRate(db, args.options.annual ?? '', operator, loadConfig().timeZone, Date.now()),
  },
  'savings limits': {
    usage: 'savings limits [--in 5] [--out 5] --reason "fewer transfers a day"',
    summary: 'Sets how many transfers in and out of savings a user may make per platform day, at once.',
    needsReason: true,
    run: (db, args, operator) => setDailyLimits(db, args.options.in, args.options.out, operator, Date.now()),
  },
  'news list': {
    usage: 'news list [--limit 50]',
    summary: 'The newest news items, withdrawn ones too, with their languages.',
    needsReason: false,
    run: (db, args) => newsForOperators(db, limitOf(args)),
  },
  'news publish': {
    usage: 'news publish --lang zh-TW --title "…" --summary "…" --body-file news.md --reason "weekly update"',
    summary: 'Publishes a new item now, in zh-TW (every reader without their own language gets it); prints its id. The body is plain text or Markdown (headings, lists, **bold**, links), shown as text, never as HTML.',
    needsReason: true,
    run: (db, args, operator) => publishNews(db, args.options.lang, newsText(args), operator, Date.now()),
  },
  'news translate': {
    usage: 'news translate <id> --lang en --title "…" --summary "…" --body-file news.en.md --reason "English text"',
    summary: "Adds an item's text in a language, or replaces it (the audit log keeps the old one).",
    needsReason: true,
    run: (db, args, operator) => translateNews(db, arg(args, 2, 'id'), args.options.lang, newsText(args), operator, Date.now()),
  },
  'news withdraw': {
    usage: 'news withdraw <id> --reason "published by mistake"',
    summary: 'Takes an item off the news list and its page at once (clients may show it up to a minute more).',
    needsReason: true,
    run: (db, args, operator) => withdrawNews(db, arg(args, 2, 'id'), operator, Date.now()),
  },
  'invites create': {
    usage: 'invites create [--count 1] --reason "partner campaign"',
    summary: 'New account-opening codes.',
    needsReason: true,
    run: (db, args, operator) => createInviteCodes(db, Number(args.options.count ?? 1), operator, Date.now()),
  },
  ...messageCommands,
  ...supportCommands,
  ...healthCommands,
};

function help(): string {
  const lines = ['Usage: npm run admin -- <command> [options]', '', 'Commands:'];
  for (const command of Object.values(commands)) lines.push(`  ${command.usage}`, `      ${command.summary}`);
  lines.push('', 'Options: --by <operator name> (default $OPERATOR or the OS user); changes need --reason.');
  lines.push('The database is the one the server uses: DATA_DIR or DATABASE_URL, as for npm start.');
  return lines.join('\n');
}

/** Rows as console.table draws them, as text (without colours: their escapes are control characters too). */
function tableText(rows: object[]): string {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  new Console({ stdout: sink, colorMode: false }).table(rows);
  return text.replace(/\n$/, '');
}

/**
 * A command's result, and every other line that may carry what a user wrote (bank and payee names, support
 * messages, notes, names, an account typed from a ticket), reaches the terminal through `visibleLines`: a
 * character that doesn't show or that reorders the text around it is printed as an escape like `\u{202E}`.
 */
function print(out: Console, result: unknown): void {
  const text =
    Array.isArray(result) && result.length > 0 && typeof result[0] === 'object'
      ? tableText(result)
      : Array.isArray(result) && result.length === 0
        ? '(none)'
        : typeof result === 'string'
          ? result
          : JSON.stringify(result, null, 2);
  out.log(visibleLines(text));
}

/**
 * Runs one command line, opening the database only if the command needs it, and returns the exit code.
 * Exported so that tests run the commands in-process, writing to a console of their own.
 */
export async function runAdmin(argv: string[], database: () => Promise<Connection>, out: Console = console, given: Partial<AdminSeams> = {}): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...parsedOptions,
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = positionals.slice(0, 2).join(' ');
  const command = commands[name];
  if (values.help || !command) {
    out.log(help());
    return command || positionals.length === 0 || positionals[0] === 'help' ? 0 : 2;
  }
  if (command.needsReason && !values.reason?.trim()) {
    out.error(visibleLines(`"${name}" changes data and needs --reason "why".\n  ${command.usage}`));
    return 2;
  }
  const operator: OperatorContext = { actor: values.by || process.env.OPERATOR || os.userInfo().username, reason: values.reason?.trim() ?? '' };
  const db = await database();
  const failedNotice = (error: unknown) => out.error(visibleLines(`the user's notice could not be written (the action stands): ${(error as Error).message}`));
  const seams: AdminSeams = { notices: inboxNotices(db, Date.now, failedNotice), photoStore: () => openPhotoStore(loadConfig()), config: () => loadConfig(), ...given };
  try {
    print(out, await command.run(db, { positionals, options: values }, operator, seams));
    return 0;
  } catch (error) {
    if (error instanceof DomainError || error instanceof UsageError) {
      out.error(visibleLines(`${name}: ${error.message}\n  ${command.usage}`));
      return 1;
    }
    if (error instanceof DatabaseBusyError) {
      out.error(`${name}: the database stayed busy (the server is writing); nothing was changed, run it again`);
      return 1;
    }
    throw error;
  }
}

// Only when run as the script (npm run admin); a test that imports runAdmin starts nothing.
if (process.argv[1] === import.meta.filename) {
  let opened: Awaited<ReturnType<typeof openCliDatabase>> | undefined;
  try {
    process.exitCode = await runAdmin(process.argv.slice(2), async () => (opened = await openCliDatabase()).db);
  } finally {
    await opened?.close();
  }
}
