import type { Connection } from '../db/connection.js';
import { demoProducts, earlierDemoNames } from '../market/demo-products.js';
import { insertProductIfMissing, renameProductIfNamed } from '../market/products-repository.js';
import { checkRegistration, register } from '../domain/auth/auth-service.js';
import { findUserByAccount } from '../domain/auth/users-repository.js';
import { insertInviteCode, isInviteCodeActive } from '../domain/auth/invite-codes-repository.js';

export const demoInviteCode = 'UPTICK';
export const demoAccount = { account: 'demo001', password: 'demo1234', tradePassword: '123456', phone: '+886912345678' };

/** Demo mode's starting data, made through the same domain functions a user goes through. Safe to run twice. */
export async function seedDemo(db: Connection, nowMs: number): Promise<void> {
  for (const product of demoProducts(nowMs)) {
    await insertProductIfMissing(db, product);
    // A database seeded before the demo names were reworded gets the new ones, unless an operator renamed it since.
    await renameProductIfNamed(db, product.symbol, product.names, earlierDemoNames[product.symbol] ?? []);
  }
  if (!(await isInviteCodeActive(db, demoInviteCode))) await insertInviteCode(db, demoInviteCode, null, nowMs);
  if (await findUserByAccount(db, demoAccount.account)) return;
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
    },
    nowMs,
  );
}
