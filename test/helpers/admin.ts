import { Console } from 'node:console';
import { Writable } from 'node:stream';
import type { TestApp } from './test-app.js';
import { runAdmin } from '../../server/cli/admin.js';

/** In-process `npm run admin -- …` against a test server's database, its output read as an operator reads the terminal. */
export async function admin(t: Pick<TestApp, 'app'>, ...args: string[]): Promise<{ code: number; stdout: string }> {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  const code = await runAdmin([...args, '--by', 'cli-test'], async () => t.app.conn, new Console({ stdout: stream, stderr: stream }));
  return { code, stdout: text };
}
