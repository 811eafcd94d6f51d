// Loads the app and registers the service worker that keeps it playable offline.
// A separate file (not an inline script) so the Content-Security-Policy needs no exceptions.
import init from './railyard.js';

init({ module_or_path: new URL('./railyard_bg.wasm', import.meta.url) }).catch((err) => {
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Railyard could not start: ' + err;
});

if ('serviceWorker' in navigator) {
  // Third-party iframes and private windows may refuse a worker; the app works without it.
  navigator.serviceWorker.register('./sw.js').catch(() => {});
}
