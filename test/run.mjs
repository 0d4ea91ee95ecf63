// Runs uvu suites as its CLI does, with four additions: a suite whose tests did not all run fails the run
// (uvu swallows an error thrown by a `before`/`after` hook and reports the suite as passed with 0 of N), each
// file's duration is printed at the end, so a slow file shows itself, and a process still held 2 s after its last
// test says what holds it and ends. A third argument names a file listing test files to leave out, one name a line,
// `#` starting its reason (test/api/sqlite-only.txt: the API files the PostgreSQL run leaves out).
// Usage: tsx test/run.mjs <dir> [pattern] [list of files to leave out]
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'uvu/parse';

const [dir, pattern, leftOutList] = process.argv.slice(2);
const leftOut = new Set(leftOutList ? fs.readFileSync(leftOutList, 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean) : []);
const suites = (await parse(dir, pattern)).suites.filter((suite) => !leftOut.has(suite.name));
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
for (const { name, ms } of durations.sort((a, b) => b.ms - a.ms)) console.log(`    ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);

// A timer or socket a test leaves behind keeps this process, and `npm test`, waiting for nothing (a 30-second timer
// once did, after every PostgreSQL run): past 2 s, name what holds it, and end with the tests' own exit code.
setTimeout(() => {
  console.log(`  Still running 2 s after the last test, held by: ${process.getActiveResourcesInfo().join(', ')}. Ending it.`);
  process.exit();
}, 2_000).unref();
