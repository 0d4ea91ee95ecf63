import { randomBytes } from 'node:crypto';
import { call } from './test-app.js';

let counter = 0;

/** A fresh, valid registration: a unique account and a unique mainland phone. */
export function newUser() {
  counter++;
  const suffix = randomBytes(3).toString('hex');
  return {
    account: `u${suffix}${counter}`.slice(0, 12),
    phone: `+86138${String(Date.now() % 1e6).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`,
    password: 'secret123',
    tradePassword: '246810',
  };
}

/** Registers through both steps of the real API; returns the user and a signed-in token. */
export async function registerAndLogin(base: string, inviteCode: string, user = newUser()) {
  const check = await call(base, 'POST', '/api/auth/register/check', {
    body: { account: user.account, phone: user.phone, inviteCode },
  });
  if (check.status !== 200) throw new Error(`register/check: ${check.status} ${JSON.stringify(check.body)}`);
  const done = await call(base, 'POST', '/api/auth/register', {
    body: {
      ticket: check.body.ticket,
      password: user.password,
      passwordConfirm: user.password,
      tradePassword: user.tradePassword,
      tradePasswordConfirm: user.tradePassword,
      acceptTerms: true,
    },
  });
  if (done.status !== 201) throw new Error(`register: ${done.status} ${JSON.stringify(done.body)}`);
  const login = await call(base, 'POST', '/api/auth/login', { body: { account: user.account, password: user.password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { user, token: login.body.token as string };
}
