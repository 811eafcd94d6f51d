// Offline support, one release at a time.
//
// RELEASE names this build (scripts/stamp-release.sh writes a hash of the app's files here at
// build time), so every release has its own cache and a new release is a new worker. Installing
// a worker caches the release's complete file set, fresh from the network, before it may
// activate; a page is then served from the cache of the worker that controls it and from no
// other, so the JavaScript glue and the wasm module always come from the same build. A new
// release waits until the next start of the app: boot.js asks it to take over before it loads
// any file, and reloads into it.
const RELEASE = 'dev';
const CACHE = `railyard-${RELEASE}`;
const FILES = [
  './index.html',
  './railyard.js',
  './railyard_bg.wasm',
  './boot.js',
  './app.css',
  './manifest.webmanifest',
  './icon.svg',
];
const SCOPE = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // All or nothing: addAll fails (and the install with it) if any file cannot be fetched.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })));
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k.startsWith('railyard-') && k !== CACHE).map((k) => caches.delete(k)));
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const page = request.mode === 'navigate' && (url.href.split(/[?#]/)[0] === SCOPE || url.pathname.endsWith('/index.html'));
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The query string (e.g. ?embed&game=...) does not change the files of the app.
    const hit = await cache.match(page ? './index.html' : request, { ignoreSearch: true });
    // Anything outside the release (or a cache the browser evicted) comes from the network.
    return hit || fetch(request);
  })());
});
