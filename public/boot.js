// Loads the app and registers the service worker that keeps it playable offline.
// A separate file (not an inline script) so the Content-Security-Policy needs no exceptions.
import init from './railyard.js';

// Once the app has started (or failed to), register the worker on a first visit, and look for
// a new release now rather than whenever the browser would: it installs in the background and
// serves the next page load (see sw.js).
function lookForUpdates() {
  try {
    // Third-party iframes and private windows may refuse workers (even reading the property
    // can throw there); the app works without them.
    if (!('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    sw.register('./sw.js').then((r) => r.update()).catch(() => {});
    // Lets the worker drop the files of releases no open page uses any more.
    if (sw.controller) sw.controller.postMessage('tidy');
  } catch {
    // No worker: no offline play, nothing else changes.
  }
}

init({ module_or_path: new URL('./railyard_bg.wasm', import.meta.url) }).catch((err) => {
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Railyard could not start: ' + err;
}).finally(lookForUpdates);
