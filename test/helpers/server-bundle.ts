import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../build-server.mjs';

const bundles = path.resolve('node_modules/.cache/uptick-server');
let bundle: Promise<string> | undefined;

/** Whether a process with this id is running (a signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Bundles left by test processes that ended on a signal (an `exit` handler never ran): ~14 MB each. */
function removeOrphans(): void {
  for (const name of fs.existsSync(bundles) ? fs.readdirSync(bundles) : []) {
    const pid = Number(name.split('-')[0]);
    if (Number.isSafeInteger(pid) && pid !== process.pid && !running(pid)) fs.rmSync(path.join(bundles, name), { recursive: true, force: true });
  }
}

/**
 * The server as `npm start` runs it (build-server.mjs), built from this checkout once per test process into a folder
 * of its own (inside the repository, where its external packages resolve), removed when the process ends.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    removeOrphans();
    const outDir = path.join(bundles, `${process.pid}-${Date.now()}`);
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    return buildServer({ outDir });
  })();
  return bundle;
}

/** The arguments that start the bundled server with `node`. */
export async function serverArgs(): Promise<string[]> {
  return ['--enable-source-maps', await serverBundle()];
}
