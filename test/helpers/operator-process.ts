import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import readline from 'node:readline';
import type { TestApp } from './test-app.js';

/** `npm run admin -- <args>` on a test server's database, run by test/helpers/operator-commands.ts in a process of its own. */
export interface OperatorProcess {
  /** Runs one command; resolves when it is done (Date.now()), fails unless it exited 0. */
  run(t: TestApp, ...args: string[]): Promise<number>;
}

/**
 * Starts at once, so that its start-up overlaps the test's own. It holds the test's process only while a command
 * runs: when the test's process ends, the operator's input ends, and so does the operator's process.
 */
export function startOperatorProcess(): OperatorProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/operator-commands.ts'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } });
  const pipes = [child.stdin, child.stdout] as unknown as Socket[];
  child.unref();
  for (const pipe of pipes) pipe.unref();
  const answers = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  // One command at a time: each answer is the line after its command.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(t, ...args) {
      const env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema };
      const done = queue.then(async () => {
        for (const pipe of pipes) pipe.ref();
        child.stdin.write(`${JSON.stringify({ env, args })}\n`);
        const { value, done: ended } = await answers.next().finally(() => pipes.forEach((pipe) => pipe.unref()));
        if (ended) throw new Error(`the operator process ended before answering ${args.join(' ')}`);
        const { code, said } = JSON.parse(value) as { code: number; said: string };
        if (code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited ${code}: ${said}`);
        return Date.now();
      });
      queue = done.catch(() => undefined);
      return done;
    },
  };
}
