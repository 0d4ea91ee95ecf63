import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

// Brotli at quality 6, not @fastify/compress's 4: the page (≈ 98 KB) comes to 34.7 KB instead of 36.7 KB (gzip
// 36.1 KB) in the same ≈ 3 ms; 9 and up cost 25–100 ms a page for 0.2–2.6 KB more.
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * The page's encoding, picked as @fastify/compress picks every other answer's: the header read case-insensitively,
 * `*` and `x-gzip` meaning gzip, brotli first. Deflate, which no browser needs, is left out: the page goes as it is.
 */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const picked = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);
  return picked === 'br' || picked === 'gzip' ? picked : undefined;
}

/**
 * The first page compressed whole, in the zlib thread pool. @fastify/compress streams it in its compressor's 16 KB
 * pieces instead: a browser that had the head and the splash but not the end of the app's script painted the
 * splash and ran the script in a task after that paint, which a 4× slower phone counts as blocking
 * (docs/performance.md, Lighthouse). Whole, the script runs in the page's first parse; on a slow network the
 * bytes still arrive over time and the splash still paints first.
 */
export async function compressPage(page: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return compressors[encoding](page, encoding === 'br' ? brotliOptions : {});
}
