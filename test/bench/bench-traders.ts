// The benches' traders: signed up, signed in, funded and with the risk notice accepted through the app's own
// services (not over HTTP: getting them ready is not what a bench measures).
import type { buildApp } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { checkRegistration, register, login } from '../../server/domain/auth/auth-service.js';
import { requestDeposit } from '../../server/domain/funds/deposits-service.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Registering the bench's users is not what is measured: a cheap password hash. */
export const cheapScrypt = { costLog2: 4, blockSize: 8, parallelism: 1 };

export interface TraderPlan {
  count: number;
  /** Account names are the prefix and a five-digit number; phone numbers the phone prefix and a six-digit one. */
  prefix: string;
  phonePrefix: string;
  /** Each trader's deposit, in major units ('1000000.00'). */
  deposit: string;
  /** Traders prepared at once. */
  parallel?: number;
}

/** The traders' bearer tokens, in the traders' order. */
export async function prepareTraders(app: App, config: Config, { count, prefix, phonePrefix, deposit, parallel = 1 }: TraderPlan): Promise<string[]> {
  const tokens: string[] = [];
  const funds = { ...config.funds, depositMaxMinor: Math.max(config.funds.depositMaxMinor, Number(deposit) * 100) };
  const one = async (i: number) => {
    const account = `${prefix}${String(i).padStart(5, '0')}`;
    const { ticket } = await checkRegistration(app.conn, { account, phone: `${phonePrefix}${String(i).padStart(6, '0')}`, inviteCode: 'UPTICK' }, Date.now());
    await register(app.conn, { ticket, password: 'bench1234', passwordConfirm: 'bench1234', tradePassword: '123456', tradePasswordConfirm: '123456', acceptTerms: true }, '127.0.0.1', Date.now());
    const { token, userId } = await login(app.conn, app.oneAtATime, { account, password: 'bench1234' }, '127.0.0.1', '127.0.0.1', Date.now(), app.notices, app.accounts.signIns);
    await requestDeposit(app.conn, userId, { amount: deposit, method: 'bank_transfer' }, { key: undefined, status: 201, operation: 'POST /api/deposits' }, { funds, demoMode: true, numbers: app.numbering.deposits, clientAddress: '127.0.0.1' }, Date.now());
    await app.trading.acknowledgeRisk(userId);
    tokens[i] = token;
  };
  for (let i = 0; i < count; i += parallel) await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, j) => one(i + j)));
  return tokens;
}
