// Offline support: the app shell is cached at install; every later same-origin GET goes to the
// network first (so an update is picked up at once) and falls back to the cache when the
// network is gone or too slow. The app makes no other requests.
const CACHE = 'railyard-shell-v1';
const SHELL = [
  './',
  './index.html',
  './railyard.js',
  './railyard_bg.wasm',
  './boot.js',
  './app.css',
  './manifest.webmanifest',
  './icon.svg',
];
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function fromCache(request) {
  // The query string (e.g. ?embed&game=...) does not change the files of the shell.
  return caches.match(request, { ignoreSearch: true }).then((hit) => {
    if (hit) return hit;
    if (request.mode === 'navigate') return caches.match('./index.html');
    return undefined;
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const network = fetch(request).then(async (response) => {
      if (response.ok && response.type === 'basic') {
        const copy = response.clone();
        const cache = await caches.open(CACHE);
        await cache.put(request.mode === 'navigate' ? './index.html' : request, copy);
      }
      return response;
    });
    const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS));
    try {
      const first = await Promise.race([network, timeout]);
      if (first) return first;
      const cached = await fromCache(request);
      return cached || await network;
    } catch (err) {
      const cached = await fromCache(request);
      if (cached) return cached;
      throw err;
    }
  })());
});
