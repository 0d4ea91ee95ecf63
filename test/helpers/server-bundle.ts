import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../build-server.mjs';

let bundle: Promise<string> | undefined;

/**
 * The server as `npm start` runs it (build-server.mjs), built from this checkout once per test process into a folder
 * of its own (inside the repository, where its external packages resolve), removed when the process ends.
 */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const outDir = path.resolve('node_modules/.cache/uptick-server', `${process.pid}-${Date.now()}`);
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    return buildServer({ outDir });
  })();
  return bundle;
}

/** The arguments that start the bundled server with `node`. */
export async function serverArgs(): Promise<string[]> {
  return ['--enable-source-maps', await serverBundle()];
}
