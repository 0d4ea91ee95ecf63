import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';
import type { Language } from '../../src/core/languages.js';
import { compressPage, pageEncoding } from '../web/compression.js';
import { dataBlock, firstPages, namedIn } from '../web/first-page.js';
import { firstScreen, type CoreStrings } from '../web/first-screen.js';
import { pageLanguage } from '../web/page-language.js';

/** What build.mjs writes beside the page: the hashes CSP needs for the inline bundle, the core strings' files. */
export interface BuildMeta {
  scriptHashes: string[];
  /** Each language's core strings, a file under assets/. */
  coreStrings?: Record<string, string>;
  /** The build's id, its service worker's too: each page names it (`uptick-build`). */
  build?: string;
}

/**
 * uptick.js, embed.js and the areas' chunks and strings are public files that a partner's page loads from us (the
 * loader, an inline mount): helmet's same-origin resource policy would block the scripts, and the strings are
 * fetched, so CORS.
 * No credentials ride on them.
 */
function openToPartners(reply: FastifyReply): void {
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('access-control-allow-origin', '*');
}

/** The file a static answer stands for: `uptick.js` when its precompressed `uptick.js.br` goes out. */
function servedName(file: string): string {
  return path.basename(file).replace(/\.(br|gz)$/, '');
}

/** The root's files: uptick.js is a partner's; sw.js must reach the browser fresh, so a new build is seen at once. */
function rootFileHeaders(reply: FastifyReply, file: string): void {
  const name = servedName(file);
  if (name === 'uptick.js' || name === 'embed.js') openToPartners(reply);
  if (name === 'sw.js') reply.header('cache-control', 'no-cache');
}

export function readBuildMeta(distDir: string): BuildMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'build-meta.json'), 'utf8')) as BuildMeta;
  } catch {
    return undefined;
  }
}

/** The widget: the page at `/` (the core inline), the areas' chunks and strings under `/assets/`, icons, manifest. */
export default async function webRoutes(app: FastifyInstance, opts: { config: Config }) {
  const buildMeta = readBuildMeta(opts.config.distDir);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(buildMeta?.scriptHashes ?? []).map((h) => `'${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (sw.js, registered by our own page only).
        workerSrc: ["'self'"],
        frameAncestors: ["'self'", ...opts.config.partnerOrigins],
        // Operators put TLS in front; forcing https here would break plain-http local runs.
        upgradeInsecureRequests: null,
      },
    },
    // Partner sites frame the page (embed.js); frame-ancestors above decides who may.
    frameguard: false,
  });
  const indexFile = path.join(opts.config.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', async (_request, reply) =>
      reply.status(503).type('text/plain').send('The widget is not built yet: run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  const strings = new Map<Language, CoreStrings | undefined>();
  const coreStrings = (lang: Language) => {
    if (!strings.has(lang)) {
      const file = buildMeta?.coreStrings?.[lang];
      strings.set(lang, file ? (JSON.parse(fs.readFileSync(path.join(opts.config.distDir, 'assets', file), 'utf8')) as CoreStrings) : undefined);
    }
    return strings.get(lang);
  };
  const pages = firstPages(fs.readFileSync(indexFile, 'utf8'), coreStrings);
  // Compressed here, whole (web/compression.ts), not by the plugin.
  app.get('/', { compress: false }, async (request, reply) => {
    // The page comes in the visitor's language with its core strings, so no language waits a round trip
    // before its first paint; the product list and app info ride in it as data too, so the welcome screen
    // goes straight home and any screen with prices shows them at once. Live prices follow over the stream.
    const lang = pageLanguage(request.headers, (request.query as { lang?: unknown }).lang);
    const items = await app.catalogue.list();
    const atMs = Date.now();
    const appInfo = app.content.appInfo();
    const data = [dataBlock('up-products', { items: namedIn(items, lang), atMs, language: lang }), dataBlock('up-app-info', appInfo)];
    // The screen the address opens, drawn from the same prices, for the first paint (a dev build has no strings).
    const texts = coreStrings(lang);
    const screen = texts ? firstScreen({ items, lang, strings: texts, atMs, simulated: appInfo.feedSource === 'sim', stale: app.catalogue.pricesStale(items) }) : '';
    const page = pages(lang, screen, data.join(''));
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const body = encoding ? await compressPage(page, encoding) : page;
    if (encoding) reply.header('content-encoding', encoding);
    // Which build this page is: a service worker keeps only its own build's page, never the next deploy's.
    if (buildMeta?.build) reply.header('uptick-build', buildMeta.build);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The language is picked from the last two headers: a shared cache must keep a page per their values.
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(body);
  });
  // Chunks and string files carry a hash of their content in their name: a new build is a new name, so
  // a phone may keep them for good.
  await app.register(fastifyStatic, {
    root: path.join(opts.config.distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    // build.mjs writes `.br` and `.gz` beside each file; @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    setHeaders: openToPartners,
  });
  await app.register(fastifyStatic, {
    root: opts.config.distDir,
    index: false,
    wildcard: true,
    decorateReply: false,
    // Icons and the manifest keep their names across releases; revalidate rather than pin.
    cacheControl: true,
    maxAge: '1h',
    preCompressed: true,
    setHeaders: rootFileHeaders,
  });
}
