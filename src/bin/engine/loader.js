// The engine worker of one game (@GAME@), written into the build for each game by
// scripts/stamp-release.sh. It keeps the page's requests that arrive while the game's module
// loads, so the page sends its first request at once and the engine works on it while the page
// draws; src/bin/engine/worker.rs answers those first, in order, then listens itself.
self.railyardEarly = [];
self.onmessage = (e) => self.railyardEarly.push(e.data);
// The module's download starts before its glue's, not after it.
const wasm = fetch('./engine-@GAME@_bg.wasm');
importScripts('./engine-@GAME@.js');
wasm_bindgen({ module_or_path: wasm });
