// Runs uvu suites as its CLI does, with two additions: a suite whose tests did not all run fails the run
// (uvu swallows an error thrown by a `before`/`after` hook and reports the suite as passed with 0 of N), and
// each file's duration is printed at the end, so a slow file shows itself.
// With TEST_CLAIMS set to a folder, several processes given the same files share them: each file runs in the first
// process to claim it (mkdir is atomic), so the slow files spread themselves (scripts/test-all.mjs).
// Usage: [TEST_CLAIMS=<dir>] tsx test/run.mjs <dir> [pattern]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const claims = process.env.TEST_CLAIMS;
/** Whether this process runs the file `name`: always, unless another sharing TEST_CLAIMS claimed it first. */
function claim(name) {
  if (!claims) return true;
  try {
    fs.mkdirSync(path.join(claims, name.replaceAll('/', '__')));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

const [dir, pattern] = process.argv.slice(2);
const { suites } = await parse(dir, pattern);
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
const durations = [];

for (const [index, suite] of suites.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([suite.name]);
  const started = performance.now();
  await import(pathToFileURL(suite.file).href);
  const group = globalThis.UVU_QUEUE[index];
  // The group is [file name, ...one runner per suite]; each runner resolves to [errors or true, ran, skipped, total].
  const entry = { name: suite.name, ms: performance.now() - started };
  durations.push(entry);
  for (let i = 1; i < group.length; i++) {
    const run = group[i];
    group[i] = async () => {
      entry.ours ??= claim(suite.name);
      if (!entry.ours) return [true, 0, 0, 0];
      const begun = performance.now();
      const [errors, ran, skipped, total] = await run();
      entry.ms += performance.now() - begun;
      if (errors === true && ran + skipped < total) {
        return [`  ${total - ran - skipped} of ${total} tests in ${suite.name} never ran: a before or after hook threw (uvu hides its error; run the file alone and log in the hook).\n`, ran, skipped, total];
      }
      return [errors, ran, skipped, total];
    };
  }
}

await uvu.exec();
console.log('  Per file:');
for (const { name, ms } of durations.filter((entry) => entry.ours !== false).sort((a, b) => b.ms - a.ms)) console.log(`    ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
