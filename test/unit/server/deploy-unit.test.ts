import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { feedRefusal, loadConfig, operatorRefusal, smsRefusal } from '../../../server/config.js';

// The supervised setup docs/operators.md prescribes (deploy/): a systemd unit systemd itself accepts, that restarts a
// process that dies and outlasts its shutdown deadline, and an environment file the server starts with.

const unit = fs.readFileSync('deploy/uptick@.service', 'utf8');
const directive = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];

test('systemd reads the unit without a warning', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-unit-'));
  try {
    // An instance, as `systemctl enable uptick@8081` makes one.
    const instance = path.join(dir, 'uptick@8081.service');
    fs.writeFileSync(instance, unit);
    // It warns on standard error and still exits 0 for a directive it can't parse.
    const verify = spawnSync('systemd-analyze', ['verify', instance], { encoding: 'utf8' });
    assert.is(verify.error, undefined, 'systemd-analyze runs');
    assert.is(`${verify.stdout}${verify.stderr}`, '');
    assert.is(verify.status, 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a process that exits is started again, and a stop lets the server end itself', () => {
  assert.is(directive('Restart'), 'always');
  // A start while the database is down fails at once; systemd would give up after five in ten seconds.
  assert.is(directive('StartLimitIntervalSec'), '0');
  const stopSeconds = Number(directive('TimeoutStopSec'));
  assert.ok(stopSeconds * 1000 > loadConfig({}).shutdownTimeoutMs, `TimeoutStopSec ${stopSeconds} s outlasts SHUTDOWN_TIMEOUT_MS`);
  // What `npm run build` writes (package.json's start script runs the same file).
  assert.match(directive('ExecStart') ?? '', / build\/server\/main\.mjs$/);
  assert.match(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start, /build\/server\/main\.mjs/);
});

test('the example environment starts a real installation (no demo, nothing refused)', () => {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync('deploy/uptick.env.example', 'utf8').split('\n')) {
    const match = line.match(/^([A-Z0-9_]+)=(.*)$/);
    if (match) env[match[1]] = match[2];
  }
  const config = loadConfig(env);
  assert.is(config.demoMode, false);
  assert.equal([operatorRefusal(config), smsRefusal(config), feedRefusal(config)], [undefined, undefined, undefined]);
  assert.ok(config.databaseUrl.startsWith('postgres://') && config.redisUrl.startsWith('redis://'), 'several processes need PostgreSQL and Redis');
  assert.is(config.databasePool.statementTimeoutMs, Number(env.DB_STATEMENT_TIMEOUT_MS));
});

test.run();
