// Writes `.br` and `.gz` beside every static text file the server hands out (docs/decisions.md, Precompressed
// assets), so @fastify/static (`preCompressed`) sends them as they are: brotli at quality 11 costs ≈ 30 ms a file
// once at build time instead of quality 6 at every request, and saves a few percent more on the wire.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textFile = /\.(js|json|css|svg|webmanifest)$/;
// The page is assembled per request (server/routes/web.ts); build-meta.json is read by the server, not sent.
const assembled = new Set(['index.html', 'build-meta.json']);

/** Compresses `files` (paths): `x.js` gets `x.js.br` and `x.js.gz`, rewritten with it so they age alike. */
export async function precompress(files) {
  for (const file of files) {
    const source = await fs.readFile(file);
    const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    await fs.writeFile(`${file}.br`, br);
    await fs.writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
  }
}

/** The text files of `dist` and `dist/assets` that the static routes serve. */
export async function staticTextFiles(dist) {
  const inDir = async (dir) => (await fs.readdir(dir)).filter((f) => textFile.test(f) && !assembled.has(f)).map((f) => path.join(dir, f));
  return [...(await inDir(dist)), ...(await inDir(path.join(dist, 'assets')))];
}
