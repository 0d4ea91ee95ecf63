import type { Connection } from '../../db/connection.js';
import { platformSecret } from '../numbering/platform-secrets-repository.js';

/** The installation's key for password-reset codes (made by the migrations); read once at start. */
export async function loadResetCodeKey(db: Connection): Promise<Buffer> {
  const hex = await platformSecret(db, 'reset_codes_key');
  if (!hex || !/^[0-9a-f]{64}$/.test(hex)) throw new Error('platform_secrets holds no reset_codes_key of 64 hex digits: the migrations make it, so run them');
  return Buffer.from(hex, 'hex');
}
