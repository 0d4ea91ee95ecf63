import type { Connection } from '../../db/connection.js';
import { numberingFromKey, type Numbering } from './public-numbers.js';
import { platformSecret } from './platform-secrets-repository.js';

/** The installation's public numbering, under the key its migrations stored; read once at start. */
export async function loadNumbering(db: Connection): Promise<Numbering> {
  const hex = await platformSecret(db, 'public_numbers_key');
  if (!hex || !/^[0-9a-f]{32}$/.test(hex)) throw new Error('platform_secrets holds no public_numbers_key of 32 hex digits: the migrations make it, so run them');
  return numberingFromKey(Buffer.from(hex, 'hex'));
}
