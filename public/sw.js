// Offline support, one release at a time.
//
// RELEASE names this build (scripts/stamp-release.sh writes a hash of the app's files here at
// build time), so every release is a new worker with its own cache. Installing a worker caches
// the release's complete file set, fresh from the network, before it may activate; until then
// the previous release serves everything. Each page is pinned to the release that served its
// page load, and every later request of that page is answered from that release's cache only,
// even after a newer release has taken over: the JavaScript glue and the wasm module of a page
// always come from one build. An older release's cache is deleted once no open page uses it.
const RELEASE = 'dev';
const PREFIX = 'railyard-release-';
const CACHE = PREFIX + RELEASE;
// Bookkeeping: which release each open page was loaded from, and when each release installed.
const BOOK = 'railyard-pages';
// A page is listed among the clients a little after its load starts: its pin is kept that long.
const PIN_GRACE_MS = 3000;
const FILES = [
  './index.html',
  // The home screen's module (a first visit), and the table's (the whole app: a game).
  './railyard-home.js',
  './railyard-home_bg.wasm',
  './railyard.js',
  './railyard_bg.wasm',
  // Both modules' chunks (loaded when first wanted) and their loaders, listed by
  // scripts/stamp-release.sh: @CHUNKS@
  './boot.js',
  // The styles of every screen, and the table's (public/boot.js).
  './home.css',
  './table.css',
  './manifest.webmanifest',
  './icon.svg',
  // Each game's engine worker: its loader, glue and module. A page fetches only the engine of
  // the game it opens; installing caches them all, so every game plays offline after one visit.
  './engine-age-of-steam_loader.js',
  './engine-age-of-steam.js',
  './engine-age-of-steam_bg.wasm',
  './engine-steam-power_loader.js',
  './engine-steam-power.js',
  './engine-steam-power_bg.wasm',
  './engine-steam_loader.js',
  './engine-steam.js',
  './engine-steam_bg.wasm',
  './engine-russian-railroads_loader.js',
  './engine-russian-railroads.js',
  './engine-russian-railroads_bg.wasm',
  // The games' words in each language (English is in the table's module; the home screen's
  // fetches it for the rules reference).
  './words-en.json',
  './words-pt.json',
  './words-es.json',
  './words-pl.json',
  // The page's own words in each language (English is also in the table's module).
  './page-en.json',
  './page-pt.json',
  './page-es.json',
  './page-pl.json',
];
const SCOPE = new URL('./', self.location).href;
const pinKey = (clientId) => `${SCOPE}.pages/${encodeURIComponent(clientId)}`;
const releaseKey = (release) => `${SCOPE}.releases/${encodeURIComponent(release)}`;
const read = (cache, key) => cache.match(key).then((r) => r && r.json()).catch(() => null);
const write = (cache, key, value) => cache.put(key, new Response(JSON.stringify(value)));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // All or nothing: addAll fails (and the install with it) if any file cannot be fetched.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
    await write(await caches.open(BOOK), releaseKey(RELEASE), { time: Date.now() });
    // Complete: new page loads may use it at once; open pages stay on their own release.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(tidy));
});

// Sent by each page once it has started: the page it replaced (a reload) is gone by then.
self.addEventListener('message', (event) => {
  if (event.data === 'tidy') event.waitUntil(tidy());
});

/** Forgets closed pages, then deletes the caches of older releases that no open page uses. */
async function tidy() {
  const book = await caches.open(BOOK);
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true })).map((c) => c.id));
  const used = new Set([RELEASE]);
  for (const request of await book.keys()) {
    if (!request.url.startsWith(`${SCOPE}.pages/`)) continue;
    const id = decodeURIComponent(request.url.split('/').pop());
    const pin = await read(book, request);
    // An engine worker's pin lasts as long as the page that started it.
    const alive = pin && (pin.page ? open.has(pin.page) : open.has(id) || Date.now() - pin.time < PIN_GRACE_MS);
    if (alive) used.add(pin.release);
    else await book.delete(request);
  }
  const mine = await read(book, releaseKey(RELEASE));
  for (const name of await caches.keys()) {
    if (name === 'railyard-shell-v1') await caches.delete(name); // before releases had names
    if (!name.startsWith(PREFIX)) continue;
    const release = name.slice(PREFIX.length);
    const installed = await read(book, releaseKey(release));
    // A cache with no install time belongs to a release still installing: never touched.
    if (used.has(release) || !mine || !installed || installed.time > mine.time) continue;
    await caches.delete(name);
    await book.delete(releaseKey(release));
  }
}

/** The cache of the release that loaded this page, or this worker's when it has none. */
async function cacheFor(clientId) {
  const pin = clientId && await read(await caches.open(BOOK), pinKey(clientId));
  if (pin && await caches.has(PREFIX + pin.release)) return caches.open(PREFIX + pin.release);
  return caches.open(CACHE);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const page = request.mode === 'navigate'
    && (url.href.split(/[?#]/)[0] === SCOPE || url.pathname.endsWith('/index.html'));
  if (page) {
    // A page load: this release serves it, and the page is pinned to it before it can ask for
    // anything else.
    event.respondWith((async () => {
      if (event.resultingClientId) {
        await write(await caches.open(BOOK), pinKey(event.resultingClientId), { release: RELEASE, time: Date.now() });
      }
      const hit = await (await caches.open(CACHE)).match('./index.html');
      return hit || fetch(request);
    })());
    event.waitUntil(tidy());
    return;
  }
  event.respondWith((async () => {
    const cache = await cacheFor(event.clientId);
    // An engine worker started by a page runs that page's release too: its own requests (its
    // glue and module) come with the worker's client id, pinned here to the page's release.
    if (request.destination === 'worker' && event.resultingClientId && event.clientId) {
      const pin = await read(await caches.open(BOOK), pinKey(event.clientId));
      if (pin) {
        const worker = { release: pin.release, time: Date.now(), page: event.clientId };
        await write(await caches.open(BOOK), pinKey(event.resultingClientId), worker);
      }
    }
    // The query string (e.g. ?embed&game=...) does not change the files of the app.
    const hit = await cache.match(request, { ignoreSearch: true });
    // Anything outside the release (or a cache the browser evicted) comes from the network.
    return hit || fetch(request);
  })());
});
