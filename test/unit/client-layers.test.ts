import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sources, valueImportsOf } from './helpers/import-graph.js';

// The client's rule (src/state/services.ts): screens and components never call API factories; they go
// through a model. They may still tell an ApiError apart and name the API's types.
const allowed = new Set(['src/api/api-error.ts']);

test('screens and components import nothing of src/api but its error class and its types', () => {
  const found = [...sources('src/pages'), ...sources('src/components')].flatMap((file) =>
    valueImportsOf(file)
      .filter((imported) => imported.startsWith('src/api/') && !allowed.has(imported))
      .map((imported) => `${file} → ${imported}`),
  );
  assert.equal(found, [], 'call an action of a model in src/state instead');
});

test.run();
