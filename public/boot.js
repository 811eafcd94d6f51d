// Loads the app and registers the service worker that keeps it playable offline.
// A separate file (not an inline script) so the Content-Security-Policy needs no exceptions.
//
// The app is two page modules: the home screen's (`railyard-home`, light: a first visit needs
// only it) and the table's (`railyard`, the whole app). The address decides which one loads: a
// game, an embed or any screen but home loads the table's; the home screen's module reloads the
// page on a game's address when one is opened (src/home.rs).

const PROBE = 'railyard.probe';
// The address's query: an embed, its game and its language.
const params = new URLSearchParams(location.search);

// Whether stored games outlive the page, decided as src/ui/store.rs decides it: without that
// the whole app loads, since a game kept in memory would not survive the home screen's reload.
function storageLasts() {
  try {
    const s = localStorage;
    try {
      s.setItem(PROBE, '1');
      s.removeItem(PROBE);
      return true;
    } catch {
      return s.length > 0;
    }
  } catch {
    return false;
  }
}

function wantsTable() {
  const screen = location.hash.replace(/^#\/?/, '');
  return params.has('embed') || (screen !== '' && screen !== '/') || !storageLasts();
}

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
// (src/ui/engine.rs) and sends its first request at once: the worker keeps requests until its
// module listens (src/bin/engine/loader.js).
function preloadEngine() {
  try {
    let game = params.has('embed') ? params.get('game') || 'age-of-steam' : null;
    const saved = location.hash.match(/^#\/game\/([^/?#]+)$/);
    if (!game && saved) {
      game = JSON.parse(localStorage.getItem('railyard.summary.' + decodeURIComponent(saved[1])) || '{}').game;
    }
    // The games with an engine module (see index.html).
    if (!['age-of-steam', 'steam-power', 'steam', 'russian-railroads'].includes(game)) return;
    const pre = { game, failed: false };
    pre.worker = new Worker(`./engine-${game}_loader.js`);
    pre.worker.onerror = () => { pre.failed = true; };
    window.railyardEngine = pre;
  } catch {
    // Storage or workers refused: the app starts the engine itself when it needs it.
  }
}
// The page's words are fetched before the app draws (src/ui/i18n.rs), unless they are English
// and the module is the table's (which has English compiled in): chosen here as the app chooses
// (an embed's `lang`, the remembered choice, else the browser's languages), their download
// starts beside the module's.
function preloadWords(table) {
  try {
    const find = (code) => ['en', 'pt', 'es', 'pl'].find((l) => code === l || code.startsWith(l + '-'));
    let lang = params.has('embed') ? find((params.get('lang') || '').toLowerCase()) : null;
    if (!lang) try { lang = find((localStorage.getItem('railyard.lang') || '').toLowerCase()); } catch { /* no storage */ }
    lang = lang || (navigator.languages || []).map((c) => find(c.toLowerCase())).find(Boolean) || 'en';
    if (lang === 'en' && table) return;
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'fetch', href: `./page-${lang}.json`, crossOrigin: 'anonymous' });
    document.head.append(link);
  } catch {
    // The app fetches them itself.
  }
}
// The table's styles (styles/table.css; index.html links the home screen's, which the table
// uses too): the module starts once they are here, so the table is never drawn unstyled.
function tableStyles() {
  const link = document.createElement('link');
  Object.assign(link, { rel: 'stylesheet', href: './table.css' });
  const loaded = new Promise((done) => { link.onload = link.onerror = done; });
  document.head.append(link);
  return loaded;
}
const table = wantsTable();
if (table) preloadEngine();
preloadWords(table);
const name = table ? 'railyard' : 'railyard-home';
const styles = table ? tableStyles() : null;

// The module's download starts now, beside its JavaScript glue's (init takes the response), and
// so does the glue's own import, the loader of the module's chunks (scripts/split-module.sh),
// which the browser would otherwise fetch only once the glue has arrived.
const wasm = fetch(new URL(`./${name}_bg.wasm`, import.meta.url));
wasm.catch(() => {}); // a failed download is reported by init below
const chunks = document.createElement('link');
Object.assign(chunks, { rel: 'modulepreload', href: `./${name}.chunks.js` });
document.head.append(chunks);
// The service worker's first install downloads every module of every game: it waits until the
// first screen has had time to draw (the engine's first answer, the map) and the page is idle,
// so it does not compete with that screen for a slow device.
const whenIdle = (f) => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 3000 }) : f()), 1500);
Promise.all([import(`./${name}.js`), styles]).then(([{ default: init }]) => init({ module_or_path: wasm })).catch((err) => {
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Railyard could not start: ' + err;
}).finally(() => whenIdle(lookForUpdates));
