import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

// Brotli at quality 6, not the plugin's 4: the page (≈ 98 KB) comes to 34.7 KB instead of 36.7 KB (gzip 36.1 KB)
// in the same ≈ 3 ms; 9 and up cost 25–100 ms a page for 0.2–2.6 KB more.
export const compression = { threshold: 1024, brotliOptions };

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * The first page compressed whole, as the browser accepts it (brotli first), in the zlib thread pool. The plugin
 * streams it in its compressor's 16 KB pieces instead: a browser that had the head and the splash but not the end
 * of the app's script painted the splash and ran the script in a task after that paint, which a 4× slower phone
 * counts as blocking (docs/performance.md, Lighthouse). Whole, the script runs in the page's first parse; on a
 * slow network the bytes still arrive over time and the splash still paints first.
 */
export async function compressPage(page: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding !== 'br' && encoding !== 'gzip') return { body: page };
  return { body: await compressors[encoding](page, encoding === 'br' ? brotliOptions : {}), encoding };
}
