// The page in two modules: a first visit of the home screen loads the home screen's module only
// (not the table's, no engine); opening a game loads the table's module and that game's engine;
// an embed loads the table's module and its engine only; without lasting storage the whole app
// loads at once and a game starts in memory without a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

/** The app's files the page has requested, by name. */
const files = (page) => page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter(Boolean);
const tableModule = (names) => names.filter((f) => f === 'railyard.js' || f === 'railyard_bg.wasm');
const tableChunks = (names) => names.filter((f) => f.startsWith('railyard.chunk'));
const homeModule = (names) => names.filter((f) => f.startsWith('railyard-home'));
const engines = (names) => names.filter((f) => f.startsWith('engine-'));
/** The files the document on screen has loaded, from its own resource timing entries: the
 *  request log has missed a reload's request once (a file the browser served from its cache). */
const loadedHere = (page) => page.evaluate(() =>
  performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()));
/** Whether the document on screen loaded `file`, by its entries or the request log since `mark`. */
const loadedSince = async (page, mark, file) =>
  (await loadedHere(page)).includes(file) || files(page).slice(mark).includes(file);

test('the home screen\'s first visit loads neither the table\'s module nor an engine', async () => {
  // No service worker: it would fetch every file to keep them for offline play.
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await openHome(page, env.url);
  await page.waitForSelector('[data-testid="saved-games"]');
  const home = files(page);
  // The module's first part and the loader of its chunks; no chunk: nothing is saved yet and
  // the rules reference is closed.
  assert.deepEqual(homeModule(home).sort(), ['railyard-home.chunks.js', 'railyard-home.js', 'railyard-home_bg.wasm']);
  assert.deepEqual(tableModule(home), [], 'no table module on the home screen');
  assert.deepEqual(engines(home), [], 'no engine on the home screen');
  // The home screen's styles only: the table's come with the table's module.
  assert.ok(home.includes('home.css') && !home.includes('table.css'), `the home screen's styles only (${home.filter((f) => f.endsWith('.css'))})`);
  assert.ok(await page.isVisible('[data-testid="no-saves"]'), 'the empty list says so without its chunk');
  await shot(page, 'home-module');

  // The rules reference comes with its chunk, when first opened.
  let mark = page.requests.length;
  await page.click('[data-testid="rules-open"]');
  await page.waitForSelector('[data-testid="rules-ref"]');
  const dialog = homeModule(files(page).slice(mark));
  assert.ok(dialog.some((f) => /^railyard-home\.chunk\.split_dialog\.wasm$/.test(f)), `the dialog's chunk (${dialog})`);
  assert.ok(!dialog.some((f) => /split_lines\./.test(f)), `not the list's (${dialog})`);
  await page.keyboard.press('Escape');

  // Opening a game loads the page again on its address, with the table's module and its engine.
  await startGame(page, { game: 'steam-power' });
  await page.waitForSelector('[data-testid="hex"]');
  const game = files(page);
  assert.deepEqual([...new Set(tableModule(game))].sort(), ['railyard.js', 'railyard_bg.wasm']);
  assert.ok(engines(game).includes('engine-steam-power_bg.wasm'), `its engine (${engines(game)})`);
  assert.ok(await loadedHere(page).then((f) => f.includes('table.css')), 'the table\'s styles');
  assert.ok(!engines(game).some((f) => /^engine-(age-of-steam|steam)[._]/.test(f)), `no other engine (${engines(game)})`);
  // Parts of the table's module this table does not draw stay in their chunks.
  assert.ok(!tableChunks(game).some((f) => /split_(board_view|home_view|dialog)\./.test(f)), `no Russian Railroads board, home screen or rules reference (${tableChunks(game)})`);
  assert.match(await page.evaluate(() => location.hash), /^#\/game\//);
  assert.equal((await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('railyard.save.')))).length, 1,
    'the game is the one stored from the home screen');

  // Home from the table stays in the table's module (it has the home screen too).
  const before = page.requests.length;
  await page.click('[data-testid="nav-home"]');
  await page.waitForSelector('[data-testid="save-item"]');
  assert.deepEqual(homeModule(files(page).slice(before)), [], 'no reload to go home');
  assert.ok(tableChunks(files(page).slice(before)).some((f) => /^railyard\.chunk\.split_home_view\.wasm$/.test(f)), 'the home screen, a chunk of the table\'s module');
  assert.deepEqual(page.errors, []);

  // The home screen's module lists the saved game with the lines' chunk.
  mark = page.requests.length;
  await page.goto(env.url);
  await page.waitForSelector('[data-testid="save-item"]');
  assert.ok((await loadedHere(page)).some((f) => /^railyard-home\.chunk\.split_lines\.wasm$/.test(f)), 'the list\'s chunk');
  assert.deepEqual(tableModule(await loadedHere(page)), []);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('resuming a saved game from the home screen opens it in the table\'s module', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  const id = await page.evaluate(() => location.hash.split('/').pop());
  let mark = page.requests.length;
  await page.goto(env.url);
  await page.waitForSelector('[data-testid="save-item"]');
  assert.ok(await loadedSince(page, mark, 'railyard-home_bg.wasm'), 'the home screen\'s module');
  assert.deepEqual(tableModule(await loadedHere(page)), []);
  mark = page.requests.length;
  await page.click('[data-testid="resume"]');
  // The home screen's module draws no table: a record on screen is the table's module at work.
  await page.waitForSelector('[data-testid="log-line"]');
  assert.ok(await loadedSince(page, mark, 'railyard_bg.wasm'), 'the table\'s module');
  assert.deepEqual(homeModule(await loadedHere(page)), [], 'the reloaded page has no home screen module');
  assert.equal(await page.evaluate(() => location.hash), `#/game/${id}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an embedded game loads the table\'s module and its engine only', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await page.goto(env.url + '?embed&game=age-of-steam&map=rust-belt&players=4');
  await page.waitForSelector('[data-testid="hex"]');
  await page.waitForSelector('[data-testid="action"]');
  const got = files(page);
  assert.deepEqual(homeModule(got), [], 'no home screen module in an embed');
  assert.deepEqual([...new Set(tableModule(got))].sort(), ['railyard.js', 'railyard_bg.wasm']);
  assert.deepEqual([...new Set(engines(got))].sort(),
    ['engine-age-of-steam.js', 'engine-age-of-steam_bg.wasm', 'engine-age-of-steam_loader.js']);
  // Both stylesheets (boot.js starts the module once the table's are here): the map is laid out.
  assert.deepEqual(got.filter((f) => f.endsWith('.css')).sort(), ['home.css', 'table.css']);
  const map = await page.locator('.table-map').boundingBox();
  assert.ok(map.width > 400 && map.height > 300, `the map is laid out by the table's styles (${JSON.stringify(map)})`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('without lasting storage the whole app loads at once, and a new game starts in memory', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });
  });
  await openHome(page, env.url);
  await page.waitForSelector('[data-testid="storage-memory"]');
  assert.deepEqual(homeModule(files(page)), [], 'the table\'s module draws the home screen');
  await page.evaluate(() => { window.samePage = true; });
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  assert.equal(await page.evaluate(() => window.samePage), true, 'the game started without a reload');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a chunk that cannot be fetched is said in place, never a crash, and the next try loads it', async () => {
  // No service worker and no connection for the chunks: the rules reference's cannot come.
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await openHome(page, env.url);
  let cut = true;
  await page.route(/\.chunk\./, (route) => (cut ? route.abort() : route.continue()));
  await page.click('[data-testid="rules-open"]');
  await page.waitForSelector('[data-testid="part-unloaded"]');
  assert.match(await page.textContent('[data-testid="part-unloaded"]'), /could not be loaded/);
  assert.equal(await page.$('[data-testid="crash"]'), null, 'no crash screen');
  assert.ok(!page.errors.some((e) => /panicked|unreachable/i.test(e)), `no panic (${page.errors})`);
  await shot(page, 'chunk-unloaded');
  // The connection is back: Rules again (closing the note, then opening) loads the chunk.
  cut = false;
  await page.click('[data-testid="rules-open"]');
  await page.click('[data-testid="rules-open"]');
  await page.waitForSelector('[data-testid="rules-ref"]');
  // The page still works: a new game opens.
  await page.keyboard.press('Escape');
  await startGame(page);
  await page.waitForSelector('[data-testid="hex"]');
  await context.close();
});
