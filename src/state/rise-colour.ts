import { signal, type Signal } from '@preact/signals';
import { language } from '../i18n/i18n.js';
import type { KeyValueStore } from './storage.js';

export type RiseColour = 'red' | 'green';

/** Markets where a rise is shown in red (and a fall in green); everywhere else a rise is green. */
const redRiseLanguages: readonly string[] = ['zh-TW', 'zh-CN', 'ja', 'ko'];

const chosen = new WeakMap<KeyValueStore, Signal<RiseColour | undefined>>();

/**
 * The user's choice of rise colour, kept under `riseColour` (wiped by 'clear cache'). `value` is the
 * choice or, without one, the convention of the interface language.
 */
export function riseColour(store: KeyValueStore) {
  let choice = chosen.get(store);
  if (!choice) chosen.set(store, (choice = signal(store.get<RiseColour>('riseColour'))));
  const picked = choice;
  return {
    value: picked.value ?? (redRiseLanguages.includes(language.value) ? 'red' : 'green'),
    set(colour: RiseColour | undefined) {
      picked.value = colour;
      if (colour) store.set('riseColour', colour);
    },
  };
}
