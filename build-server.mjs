// Bundles the server (server/main.ts) into one file, dist/server/main.mjs, which `npm start` runs and the tests
// that start the server as a process run too (docs/decisions.md, "The server runs as one bundled file"). Started
// through tsx, the server loaded ~700 modules through its loader hooks (kysely alone is ~400) and took 2.7–3.8 s
// to answer; bundled, about 1 s. That is the downtime of every restart after a crash and of every deploy.
import { build as esbuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

// A native addon, and packages only an optional configuration loads (the S3 photo store, pg's native driver).
const external = ['better-sqlite3', 'pg-native', '@aws-sdk/*'];

const fileUrl = /new URL\((['"])(\.{1,2}\/[^'"]+)\1, import\.meta\.url\)/g;

/**
 * Files the server reads beside its own modules (`new URL('./x', import.meta.url)`: the WAL checkpointer's worker,
 * the recorded market day) are copied beside the bundle, under files/, and the URL names the copy.
 */
function filesBesideModules(outDir) {
  const copied = new Map();
  return {
    name: 'files-beside-modules',
    setup(b) {
      b.onLoad({ filter: /[/\\]server[/\\].*\.ts$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(fileUrl, (_match, quote, relative) => {
          const file = path.resolve(path.dirname(args.path), relative);
          const name = path.basename(file);
          if (copied.has(name) && copied.get(name) !== file) throw new Error(`build-server: ${file} and ${copied.get(name)} would share files/${name}`);
          copied.set(name, file);
          fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
          fs.copyFileSync(file, path.join(outDir, 'files', name));
          return `new URL(${quote}./files/${name}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Writes `outDir`/main.mjs (with its source map) and the files it reads; returns the bundle's path. `outDir` must
 * be inside the repository, so that the external packages resolve from its node_modules.
 */
export async function buildServer({ outDir = path.join(root, 'dist', 'server') } = {}) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'main.mjs');
  await esbuild({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'error',
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module has no binding for.
    banner: { js: "import { createRequire as uptickRequire } from 'node:module'; const require = uptickRequire(import.meta.url);" },
    plugins: [filesBesideModules(outDir)],
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outfile = await buildServer();
  console.log(`built ${path.relative(root, outfile)}: ${fs.statSync(outfile).size} bytes in ${Math.round(performance.now() - started)} ms`);
}
