import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, startGame, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const logLines = (page) => page.locator('[data-testid="log-line"]').count();

// The save is written in a task of its own after the move is drawn (src/ui/table/mod.rs). Held
// back here (zero-delay timers wait while `holdTimers` is set: in a game of people nothing else
// uses them once the table is drawn), a written move must still reach storage when the page is
// hidden or the table left.
test('a move not yet written is written when the page is hidden or the table left', async () => {
  const { context, page } = await newPage(env.browser);
  await context.addInitScript(() => {
    const later = [];
    const set = window.setTimeout;
    window.setTimeout = (f, ms, ...a) => (window.holdTimers && !ms ? later.push(() => f(...a)) : set(f, ms, ...a));
    window.releaseTimers = () => { window.holdTimers = false; later.splice(0).forEach((f) => f()); };
  });
  await openHome(page, env.url);
  await startGame(page);
  const written = async () => JSON.parse((await storedSaves(page))[0][1]).actions.length;
  const play = async (n) => {
    await page.evaluate(() => { window.holdTimers = true; });
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-line"]').length >= n, n);
    assert.equal(await written(), n - 1, 'drawn, not yet written');
  };
  await play(1);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  assert.equal(await written(), 1, 'written when the page is hidden');
  await page.evaluate(() => window.releaseTimers());
  await play(2);
  await page.locator('[data-testid="back-home"]').first().click();
  await page.waitForSelector('[data-testid="new-game"]');
  assert.equal(await written(), 2, 'written when the table is left');
  await page.evaluate(() => window.releaseTimers());
  assert.equal(await written(), 2, 'and once');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a game is saved after every action and survives a reload', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  const lines = await logLines(page);
  const [[, text]] = await storedSaves(page);
  assert.equal(JSON.parse(text).actions.length, 1, 'the action is in the stored log');
  await page.reload();
  await tableDrawn(page);
  await page.waitForSelector('[data-testid="log-line"]');
  assert.equal(await logLines(page), lines, 'the record is back after the reload');
  // Undo is replay of the shortened log, and is saved too. It only reaches back over the
  // current player's own decisions, so play on until one player has acted twice in a row.
  const undo = page.locator('[data-testid="undo"]');
  // Building (tiles by picture) is where one player acts several times in a row.
  for (let i = 0; i < 80 && await undo.isDisabled(); i++) {
    const hexes = page.locator('[data-testid="hex"].actionable');
    if (await page.locator('[data-testid="picker-hint"]').count() && await hexes.count()) {
      await hexes.first().click();
      const card = page.locator('[data-testid="tile-picker"] [data-testid="tile-card"]').first();
      if (await card.count()) {
        await card.click();
        await page.click('[data-testid="picker-confirm"]');
        await page.waitForSelector('[data-testid="tile-picker"]', { state: 'detached' });
        continue;
      }
    }
    await page.locator('[data-testid="action"]').first().click();
  }
  assert.ok(await undo.isEnabled(), 'undo becomes possible');
  const storedLength = async () => JSON.parse((await storedSaves(page))[0][1]).actions.length;
  const n = await storedLength();
  await undo.click();
  await page.waitForFunction(async (n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length === n - 1;
  }, n);
  await page.click('[data-testid="back-home"]');
  await page.waitForSelector('[data-testid="save-item"]');
  assert.equal(await page.locator('[data-testid="save-item"]').count(), 1);
  await context.close();
});

test('a damaged save is marked, with the failing action, while the others still load', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  const [[, good]] = await storedSaves(page);
  await page.evaluate((good) => {
    const bad = JSON.parse(good);
    bad.name = 'Tampered game';
    bad.actions.push({ NoSuchAction: 7 });
    localStorage.setItem('railyard.save.tampered', JSON.stringify(bad));
    // An action the game reads but its rules refuse: the engine sends the refusal's words.
    const refused = JSON.parse(good);
    refused.name = 'Refused game';
    refused.actions.push('EndBuild');
    localStorage.setItem('railyard.save.refused', JSON.stringify(refused));
    localStorage.setItem('railyard.save.garbage', '{"format": "railyard-save", "version": 1, "acti');
  }, good);
  await page.goto(env.url);
  await page.waitForSelector('[data-testid="save-item"]');
  assert.equal(await page.locator('[data-testid="save-item"]').count(), 4);
  // Saves without a summary (planted here as an older release would have stored them) are
  // checked once, just after the list is drawn.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-damaged"]').length === 3);
  const tampered = page.locator('[data-testid="save-item"][data-save-id="tampered"]');
  assert.match(await tampered.locator('[data-testid="damage-reason"]').textContent(), /#2|action 2|NoSuchAction/i);
  assert.ok(await tampered.locator('[data-testid="resume"]').isDisabled());
  // The rules' refusal is said, not left blank (the home screen's module has no games' words).
  const refused = page.locator('[data-testid="save-item"][data-save-id="refused"]');
  assert.match(await refused.locator('[data-testid="damage-reason"]').textContent(), /action 2 \(“?"EndBuild"”?\) was refused: the rules do not allow it/);
  const healthy = page.locator('[data-testid="save-item"]:not(.damaged)');
  assert.equal(await healthy.count(), 1);
  await shot(page, 'home-with-saves');
  await healthy.locator('[data-testid="resume"]').click();
  await page.waitForSelector('[data-testid="log-line"]');
  // The damaged saves are untouched.
  assert.ok(await page.evaluate(() => localStorage.getItem('railyard.save.garbage').endsWith('"acti')));
  // Its link opens the table's module, which has the games' words: the refusal in full.
  await page.goto(env.url + '#/game/refused');
  assert.match(await (await page.waitForSelector('[data-testid="open-error"]')).textContent(), /"EndBuild".*was refused: this is not the moment to build/);
  await context.close();
});

test('importing a garbage file or a save from a newer version is refused with a message', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.setInputFiles('[data-testid="import-file"]', { name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('this is not a save') });
  await page.waitForSelector('[data-testid="notice"]');
  assert.match(await page.textContent('[data-testid="notice"]'), /import/i);
  assert.equal(await page.locator('[data-testid="save-item"]').count(), 0, 'nothing stored');

  const future = { format: 'railyard-save', version: 99, name: 'x', game: 'age-of-steam', map: 'rust-belt', seed: 1, players: [], actions: [] };
  await page.setInputFiles('[data-testid="import-file"]', { name: 'future.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(future)) });
  await page.waitForFunction(() => /99/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  assert.equal(await page.locator('[data-testid="save-item"]').count(), 0);
  await context.close();
});

test('export then import gives back the same game', async () => {
  const { context, page } = await newPage(env.browser, { acceptDownloads: true });
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  const download = page.waitForEvent('download');
  await page.click('[data-testid="table-export"]');
  const file = await (await download).path();
  await page.click('[data-testid="back-home"]');
  await page.setInputFiles('[data-testid="import-file"]', file);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="save-item"]').length === 2);
  const saves = (await storedSaves(page)).map(([, t]) => JSON.parse(t));
  assert.deepEqual(saves[0].actions, saves[1].actions);
  await context.close();
});

test('a full storage keeps the previous copy and tells the player', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  const [[key, before]] = await storedSaves(page);
  await page.evaluate(() => {
    Storage.prototype.setItem = function () { throw new DOMException('quota', 'QuotaExceededError'); };
  });
  await page.locator('[data-testid="action"]').first().click();
  const warning = await (await page.waitForSelector('[data-testid="storage-warning"]')).textContent();
  assert.match(warning, /storage for Railyard is full.*last good copy is kept/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), before, 'previous copy intact');
  await context.close();
});

test('a recorded finished Age of Steam game imports and shows the score breakdown', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-4p-seed2.json');
  await page.waitForSelector('[data-testid="final-scores"]');
  const scores = await page.textContent('[data-testid="final-scores"]');
  for (const points of ['93', '90', '72', '45']) assert.ok(scores.includes(points), `score ${points} shown`);
  await shot(page, 'age-of-steam-end');
  assert.deepEqual(page.errors, []);
  await context.close();
});
