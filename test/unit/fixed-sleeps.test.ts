import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './helpers/import-graph.js';

// A test that sleeps a fixed time for something to happen is too short on a loaded machine (it fails) and too long on
// a quiet one (every run pays): it waits on the thing instead (test/helpers/wait-for.ts, or an event). The sleeps
// left are the point of their tests, each file's counted here with why; a new one fails until it is a wait on a
// condition, or is added here with its reason. The benchmarks (test/bench) pace their loads by the clock on purpose.
const allowed: Record<string, { sleeps: number; why: string }> = {
  'test/helpers/wait-for.ts': { sleeps: 1, why: 'the poll interval of waitFor itself' },
  'test/helpers/crash-load.ts': { sleeps: 2, why: "a client's pause between requests and before a retry: the load's pace" },
  'test/crash/crash.test.ts': { sleeps: 5, why: 'the seeded moments of the SIGKILLs and the load after the last restart' },
  'test/crash/database-faults.test.ts': { sleeps: 5, why: "the probes' and the controls' pace, the load between faults and an outage's length" },
  'test/api/account-stream.test.ts': { sleeps: 2, why: 'hang-ups at set moments of a stream starting; nothing logged as an error after they end' },
  'test/api/auth-abuse.test.ts': { sleeps: 1, why: 'the other three logins reach the device-token check while hashing is held (nothing shows a request parked there)' },
  'test/api/binance-feed.test.ts': { sleeps: 1, why: 'a product the feed already had does not reconnect: nothing happens' },
  'test/api/feed-owner.test.ts': { sleeps: 3, why: 'no feed runs without the lock (nothing happens); a rejection left unhandled is reported turns later' },
  'test/api/funds-withdrawal-account.test.ts': { sleeps: 1, why: 'a removal started 0–15 ms after a withdrawal: the spread is the race under test' },
  'test/api/funds-withdrawals.test.ts': { sleeps: 1, why: 'the right password sent just behind five wrong guesses in flight' },
  'test/api/hash-fairness.test.ts': { sleeps: 2, why: "an attacker's pause after a refusal: the flood's pace" },
  'test/api/password-reset.test.ts': { sleeps: 4, why: 'no SMS goes out past a limit: nothing happens' },
  'test/api/session-revocation.test.ts': { sleeps: 1, why: 'both processes listening for ended sessions (nothing outside the process shows it)' },
  'test/api/settlement-batches.test.ts': { sleeps: 1, why: 'the house account held for a known time, which every settlement stamp must include' },
  'test/api/silent-sessions.test.ts': { sleeps: 1, why: 'notifications at the pace of the feed owner and ended sessions' },
  'test/api/slow-clients.test.ts': { sleeps: 2, why: "health asked at a pace while slow clients trickle; no more than the cap's excess is closed: nothing happens" },
  'test/api/trading.test.ts': { sleeps: 1, why: 'a tick at expiry alone does not settle the order: nothing happens' },
  'test/api/upload-lane.test.ts': { sleeps: 1, why: "past the server's 3 s grace for slow uploads" },
  'test/components/helpers/dom.ts': { sleeps: 2, why: "a cap on the wait for the app's info at unmount; preact-iso's lazy resolves a turn after its first render" },
  'test/components/area-screen.test.tsx': { sleeps: 1, why: 'no retry or spinner shows itself: nothing happens' },
  'test/components/bind-account.test.tsx': { sleeps: 2, why: "nothing sent for an invalid form; the next screen's loads end before the window closes" },
  'test/components/i18n-parts.test.ts': { sleeps: 1, why: 'strings that come slowly, in a set order' },
  'test/components/login-form.test.tsx': { sleeps: 2, why: 'no request for an invalid form, and no second one for a second submit: nothing happens' },
  'test/components/models.test.tsx': { sleeps: 1, why: 'no stream opened after dispose: nothing happens' },
  'test/components/page-loading.test.tsx': { sleeps: 2, why: 'the loading bar shows only after its 200 ms' },
  'test/components/positions.test.tsx': { sleeps: 4, why: 'no sheet or toast announces a settlement twice: nothing happens' },
  'test/components/prefetch-areas.test.ts': { sleeps: 3, why: "the prefetch's deadline passes" },
  'test/components/product-snapshot.test.tsx': { sleeps: 5, why: 'a price that stays and a list not asked for: nothing happens' },
  'test/components/register-form.test.tsx': { sleeps: 1, why: 'no request for an invalid form: nothing happens' },
  'test/components/savings.test.tsx': { sleeps: 1, why: 'an API that answers nothing has had time not to answer' },
  'test/components/withdraw-form.test.tsx': { sleeps: 1, why: 'no second request for a second submit: nothing happens' },
  'test/browser/embed.test.ts': { sleeps: 1, why: 'a message from the wrong window is not obeyed: nothing happens' },
  'test/browser/smoke.test.ts': { sleeps: 1, why: 'no late navigation after sign-out: nothing happens' },
  'test/browser/verification.test.ts': { sleeps: 1, why: "the progress bar's value sampled while it moves" },
};

/** A promise around setTimeout, a `sleep`/`delay`/`pause` call (timers/promises' included), puppeteer's waitForTimeout. */
const fixedSleep = /setTimeout\((?:r|resolve)\b|(?:^|[^.\w])(?:sleep|delay|pause)\(|waitForTimeout\(/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['bench', 'fixtures', 'node_modules'].includes(entry.name) ? [] : sourceFiles(rel);
    return /\.(m?js|tsx?)$/.test(entry.name) ? [rel] : [];
  });
}

test('fixed sleeps in the tests are the ones listed, each with why', () => {
  const found: Record<string, number> = {};
  // This file's own examples of the forms are not sleeps.
  for (const file of sourceFiles('test').filter((f) => f !== 'test/unit/fixed-sleeps.test.ts')) {
    const sleeps = fs.readFileSync(path.join(root, file), 'utf8').match(fixedSleep)?.length ?? 0;
    if (sleeps) found[file] = sleeps;
  }
  const listed = Object.fromEntries(Object.entries(allowed).map(([file, { sleeps }]) => [file, sleeps]));
  assert.equal(found, listed, 'a new sleep waits on its condition instead (test/helpers/wait-for.ts); one that is the point of its test is listed with why');
});

test('the pattern finds each form of a fixed sleep, and not a paused socket', () => {
  const forms = ['await new Promise((r) => setTimeout(r, 20));', 'await sleep(50);', 'await delay(5);', 'pause(5)', 'await page.waitForTimeout(100);', 'socket.pause();', 'setTimeout(() => socket.close(), 50);'];
  assert.equal(forms.map((line) => line.match(fixedSleep)?.length ?? 0), [1, 1, 1, 1, 1, 0, 0]);
});

test.run();
