// An operator's terminal in a process of its own, as `npm run admin` is, kept open for a test's several commands: each
// line of standard input is one command, `{"env": {...}, "args": [...]}`, run as the CLI runs it (the database its
// environment names opened, migrated, the command, the database closed), and answered with one line,
// `{"code": n, "said": "what it printed"}`.
// One process start (~2 s of CPU through tsx) instead of one a command; the database is still another process's.
import { Console } from 'node:console';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { runAdmin } from '../../server/cli/admin.js';
import { openCliDatabase } from '../../server/cli/open-database.js';

for await (const line of readline.createInterface({ input: process.stdin })) {
  const { env, args } = JSON.parse(line) as { env: Record<string, string>; args: string[] };
  Object.assign(process.env, env);
  let opened: Awaited<ReturnType<typeof openCliDatabase>> | undefined;
  let said = '';
  const terminal = new Writable({
    write(chunk, _encoding, done) {
      said += chunk;
      done();
    },
  });
  let code: number;
  try {
    code = await runAdmin(args, async () => (opened = await openCliDatabase()).db, new Console({ stdout: terminal, stderr: terminal }));
  } catch (error) {
    said += String((error as Error).stack);
    code = 99;
  } finally {
    await opened?.close();
  }
  process.stdout.write(`${JSON.stringify({ code, said })}\n`);
}
