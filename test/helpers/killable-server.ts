import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { serverArgs } from './server-bundle.js';

/**
 * The server as `npm start` runs it (the bundle of server/main.ts) as a real process on a fixed port, so that
 * clients reach every restart at the same address; `kill` is SIGKILL (no shutdown hook runs: what a power cut or the
 * OOM killer does).
 */
export class KillableServer {
  private child: ChildProcess | undefined;
  private output = '';

  private constructor(
    readonly url: string,
    private readonly env: Record<string, string>,
  ) {}

  static async onFreePort(env: Record<string, string>): Promise<KillableServer> {
    const port = await freePort();
    return new KillableServer(`http://127.0.0.1:${port}`, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  }

  /** The running process's id; undefined while stopped. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether the process started and has not exited since. */
  get alive(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process printed since it last started. */
  get printed(): string {
    return this.output;
  }

  /** Starts the process and waits for its "Uptick is running" line. */
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, await serverArgs(), {
      env: { ...process.env, LOG_LEVEL: 'silent', ...this.env },
    });
    this.child = child;
    // A test process that dies mid-run (an unhandled error) must not leave a server running on its data.
    const orphanGuard = () => child.kill('SIGKILL');
    process.once('exit', orphanGuard);
    child.once('exit', () => process.off('exit', orphanGuard));
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`server exited (${code}) before it ran:\n${this.output}`));
      child.once('exit', onExit);
      child.stdout!.on('data', () => {
        if (!this.output.includes('Uptick is running')) return;
        child.off('exit', onExit);
        resolve();
      });
    });
  }

  /** SIGKILL, and waits until the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
}

/** A port nothing listens on now, for a server process of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
