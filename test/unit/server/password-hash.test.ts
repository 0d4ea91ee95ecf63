import { scryptSync } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig, owaspScrypt } from '../../../server/config.js';
import { configurePasswordHashing, hashSecret, verifySecret } from '../../../server/domain/auth/password-hash.js';

// Tests hash at a lower cost; production must not, and a hash must say which cost made it.

const cheap = { costLog2: 4, blockSize: 8, parallelism: 1 };
let production = '';

test.after(() => configurePasswordHashing(owaspScrypt));

test("the server hashes at OWASP's scrypt parameters (N=2^17, r=8, p=1), and the stored key is scrypt's at those", async () => {
  const { scrypt } = loadConfig({});
  assert.equal(scrypt, { costLog2: 17, blockSize: 8, parallelism: 1 });
  configurePasswordHashing(scrypt);
  production = await hashSecret('secret123');
  const [scheme, costLog2, blockSize, parallelism, salt, key] = production.split('$');
  assert.equal([scheme, costLog2, blockSize, parallelism], ['scrypt', '17', '8', '1']);
  const expected = scryptSync('secret123', Buffer.from(salt, 'base64'), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  assert.is(key, expected.toString('base64'), 'labelled with the parameters it was made with, not merely marked');
});

test('a stored hash is checked at the parameters it records, so a cost change still verifies older hashes', async () => {
  configurePasswordHashing(cheap);
  const lowered = await hashSecret('secret123');
  assert.match(lowered, /^scrypt\$4\$8\$1\$/, "a test's cheap hash can't pass for a production one");
  assert.ok(await verifySecret('secret123', production), 'a production hash verifies while new hashes are cheap');

  configurePasswordHashing(owaspScrypt);
  assert.ok(await verifySecret('secret123', lowered), 'and a cheap one after the cost is raised');
  assert.not.ok(await verifySecret('secret124', lowered));
});

test.run();
