import { signal, type Signal } from '@preact/signals';
import { language } from '../i18n/i18n.js';
import { conventionalRiseColour, type RiseColour } from '../core/rise-colour.js';
import type { KeyValueStore } from './storage.js';

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
    value: picked.value ?? conventionalRiseColour(language.value),
    set(colour: RiseColour | undefined) {
      picked.value = colour;
      if (colour) store.set('riseColour', colour);
    },
  };
}
