import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { DIST, launch, newPage, shot, startGame } from './helpers.mjs';

// Release A is the built app. Release B is a copy whose JavaScript glue and wasm module both
// rename one import, the way a real new build changes them: A's glue with B's module (or the
// reverse) fails to link; so in both page modules, the home screen's and the table's. B's
// service worker names another release.
const RELEASE_RE = /const RELEASE = '[^']*';/;

let renamedImport = null; // [name in A, name in B] of the table's module

/** Renames one import in the glue and the module of `module` in `dir`; returns [old, new]. The
 *  build names imports `__w` and three digits (scripts/short-imports.py): in the module, each
 *  follows its length (6). */
function renameImport(dir, module) {
  const js = readFileSync(join(dir, `${module}.js`), 'utf8');
  const name = js.match(/\b__w[0-9a-z]{3}\b/)[0];
  const renamed = '__wzzz';
  assert.ok(!js.includes(renamed), `${renamed} is free`);
  writeFileSync(join(dir, `${module}.js`), js.split(name).join(renamed));
  const wasm = readFileSync(join(dir, `${module}_bg.wasm`));
  const from = Buffer.from('\x06' + name), to = Buffer.from('\x06' + renamed);
  let at = wasm.indexOf(from), hits = 0;
  while (at >= 0) { to.copy(wasm, at); hits += 1; at = wasm.indexOf(from, at + 1); }
  assert.equal(hits, 1, `the wasm module ${module} names the import once`);
  writeFileSync(join(dir, `${module}_bg.wasm`), wasm);
  return [name, renamed];
}

function makeReleaseB() {
  const dir = mkdtempSync(join(tmpdir(), 'railyard-release-b-'));
  cpSync(DIST, dir, { recursive: true });
  renamedImport = renameImport(dir, 'railyard');
  renameImport(dir, 'railyard-home');
  // B's engine glue marks the worker that runs it.
  const engine = readFileSync(join(dir, 'engine-age-of-steam.js'), 'utf8');
  writeFileSync(join(dir, 'engine-age-of-steam.js'), "self.RAILYARD_RELEASE = 'B';\n" + engine);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  writeFileSync(join(dir, 'index.html'), html.replace('<title>', '<meta name="railyard-release" content="B"><title>'));
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  writeFileSync(join(dir, 'sw.js'), RELEASE_RE.test(sw)
    ? sw.replace(RELEASE_RE, "const RELEASE = 'test-release-b';")
    : sw + '\n// release B\n');
  return dir;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

// A server whose release can be switched, with a slow wasm download on demand.
const site = { dir: DIST, wasmDelay: 0 };
let server, url, browser, releaseB;
before(async () => {
  releaseB = makeReleaseB();
  server = createServer((req, res) => {
    let path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/')) path += 'index.html';
    let body;
    try { body = readFileSync(join(site.dir, path)); } catch { res.writeHead(404); return res.end(); }
    const send = () => {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    };
    // The modules come down slowly; their chunks (many small files, which the browser fetches a
    // few at a time) at the usual pace, so an install takes about one delay, not a dozen.
    if (path.endsWith('_bg.wasm') && site.wasmDelay) setTimeout(send, site.wasmDelay); else send();
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
  if (releaseB) rmSync(releaseB, { recursive: true, force: true });
});

/** Waits until the app has started, or failed to: a failure fails the test with its reason. */
async function started(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid="new-game"], [data-testid="table"]')
    || /could not start/.test(document.getElementById('boot')?.textContent || ''), null, { timeout: 20000 });
  const boot = await page.evaluate(() => document.getElementById('boot')?.textContent || '');
  assert.doesNotMatch(boot, /could not start/);
}

const release = (page) => page.evaluate(() => document.querySelector('meta[name="railyard-release"]')?.content || 'A');

/** The release of the engine worker the table on `page` runs. */
async function engineRelease(page) {
  await page.waitForSelector('[data-testid="hex"]', { timeout: 20000 });
  const worker = page.workers().find((w) => /engine-age-of-steam/.test(w.url()));
  assert.ok(worker, 'the table runs its engine in a worker');
  return worker.evaluate(() => self.RAILYARD_RELEASE || 'A');
}

test('an update on a slow connection starts one release whole, then the next one whole', async () => {
  site.dir = DIST;
  site.wasmDelay = 0;
  const { context, page } = await newPage(browser);
  await page.goto(url);
  await page.waitForSelector('[data-testid="new-game"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 }).catch(async () => {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  // A game is open (the table's module) when release B goes live; B's modules come down slowly.
  await startGame(page);
  site.dir = releaseB;
  site.wasmDelay = 6000;
  await page.reload();
  await started(page);
  assert.equal(await release(page), 'A', 'the release in the cache starts whole while B downloads');
  assert.deepEqual(page.errors, []);

  // B takes over once it is complete in its own cache.
  // B's cache exists from the first moment of its install, so it proves nothing: the install
  // time B writes once every file is in its cache does, with no worker left installing or waiting.
  const installed = () => page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const book = await caches.open('railyard-pages');
    const done = await book.match(new URL('./.releases/test-release-b', reg.scope).href);
    return !!done && !reg.installing && !reg.waiting && reg.active?.state === 'activated';
  });
  for (let i = 0; i < 120 && !await installed(); i++) await page.waitForTimeout(250);
  assert.ok(await installed(), 'release B is installed and active');
  // The page that started on A still gets A's files (as a page still loading would).
  const glue = await page.evaluate(() => fetch('./railyard.js').then((r) => r.text()));
  assert.ok(glue.includes(renamedImport[0]) && !glue.includes(renamedImport[1]), 'an open page stays on its release');
  // So does an engine worker it starts: the worker's own requests are answered from A too. (The
  // table's module has the home screen too: a new game from there keeps the page.)
  await page.click('[data-testid="nav-home"]');
  await page.waitForSelector('[data-testid="new-game"]');
  await startGame(page);
  assert.equal(await engineRelease(page), 'A', 'a game opened on a page of A runs A\'s engine');
  // The next start runs B, all of it.
  site.wasmDelay = 0;
  await page.reload();
  await page.waitForFunction(() => document.querySelector('meta[name="railyard-release"]')?.content === 'B', null, { timeout: 20000 });
  assert.equal(await engineRelease(page), 'B', 'the reloaded table runs B\'s engine');
  await page.goto(url);
  await started(page);
  await shot(page, 'updated');
  assert.deepEqual(page.errors, []);
  const onlyB = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('railyard-release-')).join());
  for (let i = 0; i < 20 && await onlyB() !== 'railyard-release-test-release-b'; i++) await page.waitForTimeout(250);
  assert.equal(await onlyB(), 'railyard-release-test-release-b', 'the old release\'s cache is gone');
  await context.close();
  site.dir = DIST;
});
