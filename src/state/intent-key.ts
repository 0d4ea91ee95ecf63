import { ApiError } from '../api/api-error.js';
import type { KeyValueStore } from './storage.js';

/** A form's pending intent: its idempotency key and the body it was made for (secrets left out). */
interface Intent {
  key: string;
  fingerprint: string;
}

/** A fresh idempotency key: a UUID, or 32 random hex digits where `randomUUID` is missing (Safari < 15.4). */
export function newIdempotencyKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends one user intent of form `name` (docs/design.md, Idempotency). The key is saved under
 * `intents` before `send` runs, and the same `fingerprint` (the body without secrets) gets the same key
 * again while no answer came back (offline, timeout, 5xx), so a retry can't move money twice. An answer
 * ends the intent: after a success or a refusal the next tap is a new intent with a new key.
 */
export async function sendIntent<T>(
  store: KeyValueStore,
  name: string,
  fingerprint: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const intents = store.get<Record<string, Intent>>('intents') ?? {};
  const print = JSON.stringify(fingerprint);
  let intent = intents[name];
  if (intent?.fingerprint !== print) {
    intent = { key: newIdempotencyKey(), fingerprint: print };
    store.set('intents', { ...intents, [name]: intent });
  }
  const end = () => {
    const { [name]: _ended, ...rest } = store.get<Record<string, Intent>>('intents') ?? {};
    store.set('intents', rest);
  };
  try {
    const result = await send(intent.key);
    end();
    return result;
  } catch (error) {
    // Only a missing answer leaves the outcome unknown; a 4xx is final, and a cached refusal must not stick.
    if (error instanceof ApiError && error.status > 0 && error.status < 500) end();
    throw error;
  }
}
