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

// A game named by the address (an embed, or a saved game reopened by its link) starts its
// engine worker now, so its module loads beside the page's own; the app takes it over
// (src/ui/engine.rs), with whether it has said it listens.
function preloadEngine() {
  try {
    const params = new URLSearchParams(location.search);
    let game = params.has('embed') ? params.get('game') || 'age-of-steam' : null;
    const saved = location.hash.match(/^#\/game\/([^/?#]+)$/);
    if (!game && saved) {
      game = JSON.parse(localStorage.getItem('railyard.summary.' + decodeURIComponent(saved[1])) || '{}').game;
    }
    // The games with an engine module (see index.html).
    if (!['age-of-steam', 'steam-power', 'steam'].includes(game)) return;
    const pre = { game, ready: false, failed: false };
    pre.worker = new Worker(`./engine-${game}_loader.js`);
    pre.worker.onmessage = (e) => { if (e.data === 'ready') pre.ready = true; };
    pre.worker.onerror = () => { pre.failed = true; };
    window.railyardEngine = pre;
  } catch {
    // Storage or workers refused: the app starts the engine itself when it needs it.
  }
}
preloadEngine();

init({ module_or_path: new URL('./railyard_bg.wasm', import.meta.url) }).catch((err) => {
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Railyard could not start: ' + err;
}).finally(lookForUpdates);
