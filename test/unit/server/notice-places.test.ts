import { test } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../server/domain/messages/texts/en.js';
import { noticePlaces } from '../../../server/domain/messages/notice-places.js';

// What the English text of a notice names, and the place it must then link to (the other languages say the same).
const named: [RegExp, string][] = [
  [/customer service/i, 'support'],
  [/Account security/, 'security'],
  [/deposit history/i, 'deposits'],
  [/real-name verification/i, 'verification'],
];

test('every notice links to each place its text names', () => {
  const missing = Object.entries(noticePlaces).flatMap(([kind, places]) => {
    const { title, body } = (en as Record<string, { title: string; body: string }>)[kind];
    return named.filter(([words, place]) => words.test(`${title} ${body}`) && !places.includes(place as never)).map(([, place]) => `${kind} → ${place}`);
  });
  assert.equal(missing, []);
});

test.run();
