import type { Connection } from '../db/connection.js';
import { demoProducts, earlierDemoNames } from '../market/demo-products.js';
import { insertProductIfMissing, renameProductIfNamed } from '../market/products-repository.js';
import { checkRegistration, register } from '../domain/auth/auth-service.js';
import { findUserByAccount } from '../domain/auth/users-repository.js';
import { insertInviteCode, isInviteCodeActive } from '../domain/auth/invite-codes-repository.js';
import { findDepositMethod, insertDepositMethod, updateDepositMethod } from '../domain/funds/deposit-methods-repository.js';
import { newestNews } from '../domain/news/news-repository.js';
import { publishNews, translateNews } from '../domain/news/news-admin.js';
import { defaultLanguage, languages } from '../../src/core/languages.js';
import { demoNews } from './demo-news.js';
import { creditDepositOnce } from '../domain/funds/deposits-service.js';

export const demoInviteCode = 'UPTICK';
export const demoAccount = { account: 'demo001', password: 'demo1234', tradePassword: '123456', phone: '+886912345678' };
/**
 * What the demo account starts with, so a first trade needs no deposit: a confirmed deposit through the ledger
 * (external → available), made once per database and known by its reference.
 */
export const demoFunding = { amountMinor: 1_000_000, method: 'bank_transfer', reference: 'DEMO-FUNDS' };

/** Demo mode's ways to pay in: one bank transfer, one crypto (with made-up account and address). */
export const demoDepositMethods = [
  {
    id: 'bank_transfer', kind: 'bank_transfer' as const, name: 'Bank transfer', currency: 'USD', min_amount: null, max_amount: null,
    bank_name: 'Demo Bank', account_name: 'Uptick Demo Ltd', account_number: '0012 3456 7890', network: null, address: null, memo: null,
  },
  {
    id: 'usdt_trc20', kind: 'crypto' as const, name: 'USDT (TRC20)', currency: 'USDT', min_amount: null, max_amount: null,
    bank_name: null, account_name: null, account_number: null, network: 'TRC20', address: 'TDemoUptick7wWa1xF3nR6kq9Yb2pC4sH5', memo: null,
  },
];

async function seedDepositMethods(db: Connection, nowMs: number): Promise<void> {
  for (const method of demoDepositMethods) {
    const row = await findDepositMethod(db, method.id);
    if (!row) await insertDepositMethod(db, { ...method, enabled: 1, created_at: nowMs, updated_at: nowMs });
    // The migration made these two without instructions; an operator's own are left alone.
    else if (!row.bank_name && !row.account_number && !row.address) {
      const { id: _id, ...fields } = method;
      await updateDepositMethod(db, method.id, { ...fields, updated_at: nowMs });
    }
  }
}

const dayMs = 24 * 60 * 60 * 1000;

/** The demo's news, published through the operators' own functions (and audit log); only into a database with none. */
async function seedNews(db: Connection, nowMs: number): Promise<void> {
  if ((await newestNews(db, 1)).length > 0) return;
  const operator = { actor: 'demo-seed', reason: 'demo data' };
  for (const item of demoNews) {
    const publishedAtMs = nowMs - item.daysAgo * dayMs;
    const { id } = await publishNews(db, defaultLanguage, item.texts[defaultLanguage], operator, publishedAtMs);
    for (const lang of languages.filter((l) => l !== defaultLanguage)) await translateNews(db, id, lang, item.texts[lang], operator, publishedAtMs);
  }
}

/** Demo mode's starting data, made through the same domain functions a user goes through. Safe to run twice. */
export async function seedDemo(db: Connection, nowMs: number): Promise<void> {
  for (const product of demoProducts(nowMs)) {
    await insertProductIfMissing(db, product);
    // A database seeded before the demo names were reworded gets the new ones, unless an operator renamed it since.
    await renameProductIfNamed(db, product.symbol, product.names, earlierDemoNames[product.symbol] ?? []);
  }
  await seedDepositMethods(db, nowMs);
  await seedNews(db, nowMs);
  if (!(await isInviteCodeActive(db, demoInviteCode))) await insertInviteCode(db, demoInviteCode, null, nowMs);
  if (!(await findUserByAccount(db, demoAccount.account))) await registerDemoAccount(db, nowMs);
  const demo = await findUserByAccount(db, demoAccount.account);
  await creditDepositOnce(db, { userId: demo!.id, ...demoFunding, decidedBy: 'demo-seed' }, nowMs);
}

async function registerDemoAccount(db: Connection, nowMs: number): Promise<void> {
  const { ticket } = await checkRegistration(
    db,
    { account: demoAccount.account, phone: demoAccount.phone, inviteCode: demoInviteCode },
    nowMs,
  );
  await register(
    db,
    {
      ticket,
      password: demoAccount.password,
      passwordConfirm: demoAccount.password,
      tradePassword: demoAccount.tradePassword,
      tradePasswordConfirm: demoAccount.tradePassword,
      acceptTerms: true,
    },
    'demo-seed',
    nowMs,
  );
}
