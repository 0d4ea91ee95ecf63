// Bundles the server (server/main.ts) into build/server/main.mjs, which `npm start` runs and the tests
// that start the server as a process run too (docs/decisions.md, "The server runs as one bundled file"). Started
// through tsx, the server loaded ~700 modules through its loader hooks (kysely alone is ~400) and took 2.7–3.8 s
// to answer; bundled, about 1 s. That is the downtime of every restart after a crash and of every deploy.
import { build as esbuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

// Native addons (SQLite, sharp: photos are decoded whole), and packages only an optional configuration loads (the S3
// photo store, pg's native driver).
const external = ['better-sqlite3', 'sharp', 'pg-native', '@aws-sdk/*'];

const fileUrl = /new URL\((['"])(\.{1,2}\/[^'"]+)\1, import\.meta\.url\)/g;

/**
 * Files the server reads beside its own modules (`new URL('./x', import.meta.url)`: the WAL checkpointer's worker,
 * the recorded market day) are copied beside the bundle, under files/, and the URL names the copy. Any other use of
 * `import.meta` in our own code would mean something else in the bundle (`import.meta.filename` names the bundle,
 * so a CLI's "am I the entry point" check would be true inside the server): the build refuses it.
 */
function filesBesideModules(outDir) {
  const copied = new Map();
  return {
    name: 'files-beside-modules',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const contents = source.replace(fileUrl, (_match, quote, relative) => {
          const file = path.resolve(path.dirname(args.path), relative);
          const name = path.basename(file);
          if (copied.has(name) && copied.get(name) !== file) throw new Error(`build-server: ${file} and ${copied.get(name)} would share files/${name}`);
          copied.set(name, file);
          fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
          fs.copyFileSync(file, path.join(outDir, 'files', name));
          return `new URL(${quote}./files/${name}${quote}, import.meta.url)`;
        });
        const left = /import\.meta\.\w+/.exec(contents.replace(/new URL\((['"])\.\/files\/[^'"]+\1, import\.meta\.url\)/g, ''));
        if (left) throw new Error(`build-server: ${path.relative(root, args.path)} uses ${left[0]}, which names the bundle once bundled`);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Writes `outDir`/main.mjs (with its chunks, source maps and the files it reads); returns its path. `outDir` must be
 * inside the repository, so that the external packages resolve from its node_modules, and not under dist/, which
 * the server serves to anyone.
 */
export async function buildServer({ outDir = path.join(root, 'build', 'server') } = {}) {
  if (!path.relative(path.join(root, 'dist'), path.resolve(outDir)).startsWith('..')) throw new Error(`build-server: ${outDir} is under dist/, which the server serves to anyone`);
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild(serverBuildOptions(outDir));
  return path.join(outDir, 'main.mjs');
}

/** esbuild's options for the bundle in `outDir`; scripts/dev.mjs rebuilds from them in an esbuild context. */
export function serverBuildOptions(outDir) {
  return {
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // What is imported only when a setting asks for it (the S3 client) goes to a chunk of its own, loaded then.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'error',
    // Bundled CommonJS packages call require() for Node's own modules and may read __dirname, which an ES module
    // has no binding for.
    banner: {
      js: [
        "import { createRequire as uptickRequire } from 'node:module';",
        "import { fileURLToPath as uptickPath } from 'node:url';",
        'const require = uptickRequire(import.meta.url);',
        'const __filename = uptickPath(import.meta.url);',
        "const __dirname = uptickPath(new URL('.', import.meta.url));",
      ].join(' '),
    },
    plugins: [filesBesideModules(outDir)],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outfile = await buildServer();
  console.log(`built ${path.relative(root, outfile)}: ${fs.statSync(outfile).size} bytes in ${Math.round(performance.now() - started)} ms`);
}
