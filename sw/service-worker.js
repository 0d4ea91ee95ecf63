// The service worker (docs/decisions.md, Service worker): repeat visits start from this device, and offline the
// last page seen still opens. build-sw.mjs prepends BUILD (a hash of the page and the files below), SHELL (the
// icon and manifest) and AREAS (this build's content-hashed chunks), so a new build is a new worker.
/* global BUILD, SHELL, AREAS */
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
  // page asks for a fresh copy once it has loaded ('page' below). Elsewhere the fetch handler's page() answers,
  // as it does here for an address with a query (the embed's iframe, `?lang=`): the route's cache lookup is by
  // the exact address, and the copy is kept at the bare one.
  event.addRoutes?.({ condition: { requestMode: 'navigate', urlPattern: { pathname: scope.pathname, search: '' } }, source: { cacheName: CACHE } });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all([fetchPage(cache), cache.addAll([...SHELL, ...AREAS].map((file) => new URL(file, scope).href))]))
      .then(() => self.skipWaiting()),
  );
});

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

// The page, once it has loaded, asks for the next visit's copy: where the kept page opened without this worker,
// nobody else fetches it. Where page() answered the visit, it has fetched one already.
self.addEventListener('message', (event) => {
  if (event.data === 'page' && Date.now() - pageFetchedAt > 30_000)
    event.waitUntil(caches.open(CACHE).then(fetchPage).catch(() => {}));
});
