// The service worker (docs/decisions.md, Service worker): repeat visits start from this device, and offline the
// last page seen still opens. build-sw.mjs defines BUILD (a hash of the page and the packs below), SHELL (the
// icon and manifest), PACK (this build's chunks in one file), STRINGS_PACK (each language's strings of the areas
// in one file, `{lang}` standing for the language) and LANGUAGES, so a new build is a new worker.
/* global BUILD, SHELL, PACK, STRINGS_PACK, LANGUAGES */
const CACHE = `uptick-${BUILD}`;
const scope = new URL(self.registration.scope);
const PAGE = scope.href;
// Where no static route answers (install, below), past this the page comes from the cache and the network's answer
// is kept for the next visit: long enough for a good connection to win (a fresh page, a new build at once), short
// enough that a slow one shows prices in 1 s.
const PAGE_WAIT_MS = 400;

/**
 * How long this visit waits for the network: not at all when the browser's estimate of a round trip
 * (navigator.connection, Chrome's network quality estimate) already exceeds the wait, since no answer can come
 * within it; where there is no estimate, PAGE_WAIT_MS.
 */
const pageWaitMs = () => ((self.navigator.connection?.rtt ?? 0) >= PAGE_WAIT_MS ? 0 : PAGE_WAIT_MS);

self.addEventListener('install', (event) => {
  // Where the browser routes statically (Chrome 123+), a visit opens the kept page without starting this worker
  // (a start and a cache read cost ~340 ms at 4× CPU), falling back to the network while none is kept yet; the
  // page asks for a fresh copy once it has registered this worker (its message, below). Elsewhere the fetch
  // handler's page() answers, as it does here for an address with a query (the embed's iframe, `?lang=`): the
  // route's cache lookup is by the exact address, and the copy is kept at the bare one.
  event.addRoutes?.({ condition: { requestMode: 'navigate', urlPattern: { pathname: scope.pathname, search: '' } }, source: { cacheName: CACHE } });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all([
          fetchPage(cache),
          cache.addAll(SHELL.map((file) => new URL(file, scope).href)),
          unpack(cache, PACK),
          keptLanguages().then((langs) => Promise.all(langs.map((lang) => unpackStrings(lang).catch(() => {})))),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

/**
 * Puts each file of a pack (build.mjs) into `cache` under its own address, as if fetched one by one: a page's
 * request for a chunk or a strings file is then answered here. A slow network pays one round trip for the pack
 * where it paid one for every few files.
 */
async function unpack(cache, pack) {
  const response = await fetch(new URL(pack, scope).href);
  if (!response.ok) throw new Error(`${pack}: HTTP ${response.status}`);
  const files = await response.json();
  await Promise.all(
    Object.entries(files).map(([file, text]) =>
      cache.put(
        new URL(`assets/${file}`, scope).href,
        new Response(text, { headers: { 'content-type': file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8' } }),
      ),
    ),
  );
}

/**
 * Where a cache marks a language a page has named: "wanted" from the moment it is named, "kept" once its strings
 * are in. An address no request of the page's goes to.
 */
const stringsMark = (lang) => new URL(`uptick-strings/${lang}`, scope).href;

/**
 * The areas' strings in `lang`, once per worker, however many pages name it at once. The mark goes in first, so
 * that a new build's install beginning meanwhile (the visit that finds a deploy names its language to the worker
 * in charge, then checks for the update) brings the language too.
 */
const unpacking = {};
const unpackStrings = (lang) =>
  (unpacking[lang] ??= caches
    .open(CACHE)
    .then(async (cache) => {
      if ((await (await cache.match(stringsMark(lang)))?.text()) === 'kept') return;
      await cache.put(stringsMark(lang), new Response('wanted'));
      await unpack(cache, STRINGS_PACK.replace('{lang}', lang));
      await cache.put(stringsMark(lang), new Response('kept'));
    })
    .finally(() => delete unpacking[lang]));

/**
 * The languages named to an older build's worker: a new build's install brings their strings, since the pages
 * that named them may not name them to this worker (a visit names its language to the worker in charge). Best
 * effort: the page names its language again on the next visit, so a pack that fails fails no install.
 */
async function keptLanguages() {
  const older = await Promise.all((await caches.keys()).filter((key) => key.startsWith('uptick-') && key !== CACHE).map((key) => caches.open(key)));
  const kept = await Promise.all(LANGUAGES.map(async (lang) => (await Promise.all(older.map((cache) => cache.match(stringsMark(lang))))).some(Boolean)));
  return LANGUAGES.filter((_, i) => kept[i]);
}

/**
 * A page of this build (the server names it): after a deploy this worker still answers until the next one is
 * installed, and a newer page kept here would run offline without its areas if that install failed. A page that
 * names none (a proxy dropped the header, a build without the id) is taken as before, so the worker still installs.
 */
const ours = (response) => response.ok && (response.headers.get('uptick-build') ?? BUILD) === BUILD;

/**
 * Keeps `response`, one of ours, as the page of the next visit. Without its Vary: a device keeps one copy, its own
 * language's (page() below), and a copy that varies would be passed over by the static route for a request whose
 * headers differ (an Accept-Language set by DevTools is one), the visit then waiting on the network.
 */
function keepPage(cache, response) {
  const headers = new Headers(response.headers);
  headers.delete('vary');
  return cache.put(PAGE, new Response(response.body, { status: response.status, statusText: response.statusText, headers }));
}

/** The page from the network, kept; at install a failure (or another build's page) fails the install, as addAll's would. */
const fetchPage = (cache) =>
  fetch(PAGE).then((response) => {
    if (!ours(response)) throw new Error(`the page answered ${response.status}, build ${response.headers.get('uptick-build')} (this worker's: ${BUILD})`);
    return keepPage(cache, response);
  });

// Old builds' caches go. A tab still running an old core then fetches its areas from the network, which keeps
// old chunks a week (build.mjs): by their content-hashed names, never a newer build's.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('uptick-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** When page() last kept a page from the network: the page's own ask for a fresh copy, right after, is answered already. */
let pageFetchedAt = 0;

/**
 * The page, network first for pageWaitMs(), then the copy kept from the last visit (whatever answers first
 * after that). The page differs by language (Vary): a device keeps one copy, its own, and each answer from the
 * network replaces it; a language changed since shows the kept copy's core strings until the client swaps them.
 */
async function page(event) {
  const cache = await caches.open(CACHE);
  const kept = cache.match(PAGE, { ignoreSearch: true });
  const network = fetch(event.request).then(async (response) => {
    if (ours(response)) {
      await keepPage(cache, response.clone());
      pageFetchedAt = Date.now();
    }
    return response;
  });
  event.waitUntil(network.catch(() => {}));
  const fresh = network.then((response) => (response.ok ? response : kept.then((copy) => copy ?? response)), () => kept);
  const answer = await Promise.race([fresh, wait(pageWaitMs()).then(() => kept)]);
  return answer ?? (await fresh) ?? network;
}

/** A file whose name never changes content: this build's copy, else the network's, kept. */
async function hashed(request) {
  const cache = await caches.open(CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Only the page and the static files: the API (JSON, event streams) never passes through here.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  const file = url.pathname.slice(scope.pathname.length);
  if (request.mode === 'navigate' && url.pathname === scope.pathname) event.respondWith(page(event));
  else if (file.startsWith('assets/') || SHELL.includes(file)) event.respondWith(hashed(request));
});

// The page, once it has registered this worker, names its language (src/register-worker.ts): the areas' strings
// in it come in, and the next visit's copy of the page is fetched (where the kept page opened without this
// worker, nobody else fetches it; where page() answered the visit, or an install, this one's or a newer build's,
// is keeping one, that is done already). Anything but a language is ignored.
self.addEventListener('message', (event) => {
  if (!LANGUAGES.includes(event.data)) return;
  const work = [unpackStrings(event.data)];
  if (!self.registration.installing && Date.now() - pageFetchedAt > 30_000) work.push(caches.open(CACHE).then(fetchPage));
  event.waitUntil(Promise.all(work.map((done) => done.catch(() => {}))));
});
