// An upload whose body fails leaves nothing in the staging folder, however early it fails. The staging file's write
// stream opens its file after the pipeline has started, so the stager waits for the stream to close before removing
// the file. A clean clone's run of test/api/verification.test.ts found a staged file left after a cut-off body; this
// test did not reproduce that race on this machine (it passes on the stager before the wait), and fails without the
// removal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stagePhoto } from '../../../server/domain/verification/photo-upload.js';
import { DomainError } from '../../../server/domain/domain-error.js';

test('a body that fails at once, or after a few bytes, is refused and leaves no file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-staging-'));
  try {
    for (let i = 0; i < 20; i++) {
      const failing = new Readable({ read() {} });
      failing.on('error', () => {});
      const fail = () => failing.destroy(new Error('Unexpected end of form'));
      // Already failed when it reaches the stager (the parser failed while the route awaited something else), or a moment after.
      if (i % 2) fail();
      else process.nextTick(fail);
      const error = await stagePhoto(failing, dir, { maxBytes: 1_000_000, minBytesPerSecond: 1 }).then(() => undefined, (e: unknown) => e);
      assert.instance(error, DomainError);
      assert.is((error as DomainError).code, 'invalid_body');
      assert.equal(fs.readdirSync(dir), [], `run ${i}: the staging folder is empty as soon as the refusal is out`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
