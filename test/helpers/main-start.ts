import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from './server-bundle.js';

/**
 * Starts the real entry point, as `npm start` runs it (bundled), on a SQLite file of its own (whatever TEST_DB says)
 * with `env` over the test's environment, and waits for it to exit. A server that starts anyway is stopped at once,
 * and its "Uptick is running" line is in the output for the test to fail on.
 */
export async function startMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uptick-main-'));
  const server = spawn(process.execPath, await serverArgs(), {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    const code = await new Promise<number | null>((resolve) => {
      server.on('exit', resolve);
      server.stdout.on('data', () => output.includes('Uptick is running') && server.kill());
    });
    return { code, output };
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
