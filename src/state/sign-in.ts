import type { LoginBody, RegisterBody, RegisterCheckBody } from '../core/auth-structs.js';
import { normaliseAccount } from '../core/account-id.js';
import type { Services } from './services.js';
import type { KeyValueStore } from './storage.js';

// Signing in and registering (docs/api.md), the sign-in area's alone, so their code stays out of the first HTML.

// Per account, the device token its last login here handed out: it lets this device past a lock that
// strangers' wrong guesses put on the account.
const devices = (store: KeyValueStore) => store.get<Record<string, string>>('devices') ?? {};

export const deviceFor = (store: KeyValueStore, account: string): string | undefined => devices(store)[normaliseAccount(account)];

export async function login({ api, store, session }: Pick<Services, 'api' | 'store' | 'session'>, body: Omit<LoginBody, 'device'>): Promise<void> {
  const out = await api.post('/auth/login', { ...body, device: deviceFor(store, body.account) });
  session.begin(out.token, out.user);
  store.set('devices', { ...devices(store), [out.user.account]: out.device });
}

export const registerCheck = ({ api }: Pick<Services, 'api'>, body: RegisterCheckBody) => api.post('/auth/register/check', body);
export const register = ({ api }: Pick<Services, 'api'>, body: RegisterBody) => api.post('/auth/register', body);
