// `npm test`: every suite, run side by side. On 2 cores the run is CPU-bound (vmstat: no idle time from the first
// seconds to the crash stage, PostgreSQL's own work on top of the suites'), so what shortens it is less work (a file
// runs on PostgreSQL only when the database decides what it checks: test/api/sqlite-only.txt lists the others and
// why) and no core left idle at the end: the longest chains of files start first and are cut in two, so that none
// outlasts the rest. The API files run in two processes per database, by the first letter of their names, split
// where the halves took about as long in a fresh clone's run (SQLite a–h and i–z; PostgreSQL a–l and m–z, whose
// migrations file alone takes a minute on a loaded host), on PostgreSQL each in a database of its own (the lock-order test counts its database's deadlocks, so no other process may use that
// database meanwhile), and the browser walks in two, the fit walk (10 languages × 45 screens) apart from the
// others. Both PostgreSQL halves and the other walks start with the first stage; the rest of that stage is short,
// since some of its tests have deadlines of their own (`npm run dev` must start within 90 s). Only the walks' build writes dist/
// (the fit walk and the size check build into folders of their own). The crash suites are mostly their own timers and the
// fault suite bounds how long answers and recoveries take, so they start only once the other suites but the
// PostgreSQL halves are done.
// Each suite's output is printed whole when it ends (with its per-file durations), then the stages' times.
// Any failure stops the suites still running and fails the run, with the failed suite's output: a suite runs
// once, so a test that fails only sometimes fails the run until it is fixed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const stages = [
  ['typecheck', 'lint', 'test:unit', 'size'],
  ['test:components', 'test:api:sqlite:a-h', 'test:api:sqlite:i-z', 'test:browser:fit'],
  // The real server SIGKILLed under load, one process per database side by side, and two processes on PostgreSQL
  // through the database's faults (a proxy cuts, refuses and stalls their connections): each run is mostly its own
  // timers (kills, restarts, outages, 10-second orders expiring), so together they take one run's time.
  ['test:crash:sqlite', 'test:crash:postgres', 'test:faults'],
];

/**
 * Where the suites' temporary folders go: the test servers' SQLite databases, uploads and data folders are made there,
 * and each commit waits for its fsync, 1.5–5 ms on a loaded host's disk against 0.02 ms in memory (four SQLite-heavy
 * API files on that host: 106–123 s against 84 s). A memory file system (/dev/shm) when it has 2 GiB free; a TMPDIR
 * set by the caller wins. A SIGKILLed server's commits are still there: the crash suites kill processes, not the host.
 */
function temporaryFolder() {
  if (process.env.TMPDIR) return process.env.TMPDIR;
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return bavail * bsize >= 2 ** 31 ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}
const tmpdir = temporaryFolder();

/** The suites running now, each the leader of a process group of its own: npm passes no signal on to its script. */
const children = new Set();
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...(tmpdir && { TMPDIR: tmpdir }) }, detached: true });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = (performance.now() - started) / 1000;
      const verdict = code === 0 ? 'ok' : signal ? `stopped (${signal}): another suite failed` : `FAILED, exit ${code}`;
      process.stdout.write(`\n── ${script} (${seconds.toFixed(1)} s, ${verdict}) ──\n${output}`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

/** A suite that starts with stage `from` and is waited for with stage `until` (or with an earlier stage that fails). */
const spanning = [
  { script: 'test:api:postgres:a-l', from: 0, until: 2 },
  { script: 'test:api:postgres:m-z', from: 0, until: 2 },
  { script: 'test:browser:walks', from: 0, until: 1 },
];

const begun = performance.now();
const results = [];
const running = new Map();
for (const [index, stage] of stages.entries()) {
  for (const { script, from } of spanning) {
    if (from !== index) continue;
    const result = run(script);
    // Its failure stops the stage beside it at once, not when the stage that waits for it ends.
    void result.then(({ code }) => code !== 0 && stopAll());
    running.set(script, result);
  }
  const finished = await Promise.all(stage.map(run));
  const stopping = finished.some((r) => r.code !== 0);
  if (stopping) stopAll();
  for (const { script, until } of spanning) {
    if (!running.has(script) || (until !== index && !stopping)) continue;
    finished.push(await running.get(script));
    running.delete(script);
  }
  results.push(...finished);
  if (finished.some((r) => r.code !== 0)) break;
}
const total = (performance.now() - begun) / 1000;
console.log('\n  Suites (side by side within a stage):');
for (const { script, code, seconds } of results) console.log(`    ${seconds.toFixed(1).padStart(7)} s  ${script}${code === 0 ? '' : '  FAILED'}`);
console.log(`    ${total.toFixed(1).padStart(7)} s  npm test, end to end`);
process.exit(results.length === stages.flat().length + spanning.length && results.every((r) => r.code === 0) ? 0 : 1);
