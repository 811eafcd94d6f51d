// Loads the app and registers the service worker that keeps it playable offline.
// A separate file (not an inline script) so the Content-Security-Policy needs no exceptions.

function workers() {
  // Third-party iframes and private windows may refuse workers (even reading the property can
  // throw there); the app works without them.
  try {
    return 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  } catch {
    return null;
  }
}

// A new release that finished installing while an older one ran takes over now, before this
// page loads any file of the app, and the page reloads into it: the files of one page always
// come from one release. True when the page is about to reload.
async function takeOverByNewRelease(sw) {
  if (!sw || !sw.controller) return false;
  const registration = await sw.getRegistration().catch(() => null);
  const waiting = registration && registration.waiting;
  if (!waiting) return false;
  const switched = await new Promise((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), 3000);
    waiting.postMessage('take-over');
  });
  if (switched) location.reload();
  return switched;
}

async function start() {
  const sw = workers();
  if (await takeOverByNewRelease(sw).catch(() => false)) return;
  const { default: init } = await import('./railyard.js');
  await init({ module_or_path: new URL('./railyard_bg.wasm', import.meta.url) });
}

start().catch((err) => {
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = 'Railyard could not start: ' + err;
});

const sw = workers();
if (sw) sw.register('./sw.js').catch(() => {});
