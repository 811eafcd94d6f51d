// Russian Railroads at the table: its own board in place of the map (no hex map), a placement
// by highlight, preview and Confirm, reload keeping the game, computer seats playing a game to
// its end screen upright and sideways, and only this game's engine module loaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPage, openHome, resumeFixture, shot, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

const stored = (page) => page.evaluate(() => {
  const id = location.hash.split('/').pop();
  return JSON.parse(localStorage.getItem('railyard.save.' + id));
});

/** Plays the decision panel's first option until the person may place workers on the board. */
async function untilPlacement(page) {
  // At most 40 of the person's moves; the computer seat's turns are waited for by the clock
  // (a busy machine thinks slower), not counted as moves.
  const until = Date.now() + 60000;
  for (let i = 0; i < 40 && Date.now() < until;) {
    if (await page.locator('[data-testid="rr-space"][data-legal="true"]').count()) return;
    const act = page.locator('[data-testid="action"]').first();
    if (!(await page.locator('[data-testid="bot-thinking"]').count()) && await act.count()) {
      const n = (await stored(page)).actions.length;
      i++;
      await act.click();
      await page.waitForFunction((n) => {
        const id = location.hash.split('/').pop();
        return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length > n;
      }, n);
    } else {
      await page.waitForTimeout(150);
    }
  }
  throw new Error('no placement was offered');
}

for (const size of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, { width: 390, height: 844 }]) {
  test(`${size.width}×${size.height}: a placement is a highlighted space, previewed, then confirmed; reload keeps it`, async () => {
    const { context, page } = await newPage(env.browser, { viewport: size, hasTouch: true });
    await openHome(page, env.url);
    await startGame(page, { game: 'russian-railroads', players: 2, bots: [1] });
    await page.waitForSelector('[data-testid="rr-board"]');
    assert.equal(await page.locator('[data-testid="hexmap"]').count(), 0, 'no hex map');
    await untilPlacement(page);
    // The decision panel keeps the other decisions (pass), not the placements or the hire.
    const panel = await page.locator('[data-testid="action"]').allTextContents();
    assert.ok(panel.length > 0 && panel.every((t) => !/workers: \d+, roubles: \d+/.test(t)), `panel: ${panel}`);
    const space = page.locator('[data-testid="rr-space"][data-legal="true"]').first();
    const id = await space.getAttribute('data-space');
    const before = (await stored(page)).actions.length;
    await space.tap();
    await page.waitForSelector('[data-testid="rr-preview"]');
    assert.ok((await page.textContent('[data-testid="rr-preview-what"]')).length > 0, 'the preview says what it does');
    assert.match(await page.locator('[data-testid="rr-way"]').first().textContent(), /workers: \d+, roubles: \d+/, 'and what it costs');
    assert.equal((await stored(page)).actions.length, before, 'a tap plays nothing');
    await shot(page, `rr-preview-${size.width}x${size.height}`);
    await page.locator('[data-testid="rr-confirm"]').tap();
    await page.waitForFunction((n) => {
      const id = location.hash.split('/').pop();
      return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length > n;
    }, before);
    const played = (await stored(page)).actions[before];
    const expect = id.startsWith('Public-') ? { Public: Number(id.slice(7)) } : id.startsWith('Own-') ? { Own: Number(id.slice(4)) } : id;
    assert.deepEqual(played.Place.space, expect, 'Confirm played the previewed space');
    await page.waitForSelector('[data-testid="rr-preview"]', { state: 'detached' });
    // A reload reopens the same game on the same board.
    const moves = (await stored(page)).actions.length;
    await page.reload();
    await page.waitForSelector('[data-testid="rr-board"]');
    assert.ok((await stored(page)).actions.length >= moves);
    assert.deepEqual((await stored(page)).actions[before], played);
    await shot(page, `rr-table-${size.width}x${size.height}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('768×1024 with touch: the engineer on the hiring space is tapped, previewed and hired with Confirm', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await openHome(page, env.url);
  // Two people at one device, so nobody can have hired before the first placement.
  await startGame(page, { game: 'russian-railroads', players: 2 });
  await page.waitForSelector('[data-testid="rr-board"]');
  for (let i = 0; i < 20 && !(await page.locator('[data-testid="rr-space"][data-legal="true"]').count()); i++) {
    const ready = page.locator('[data-testid="hand-over-ready"]');
    if (await ready.count()) await ready.tap();
    else if (await page.locator('[data-testid="action"]').count()) await page.locator('[data-testid="action"]').first().tap();
    await page.waitForTimeout(150);
  }
  if (await page.locator('[data-testid="hand-over-ready"]').count()) await page.locator('[data-testid="hand-over-ready"]').tap();
  // Rules digest §4.1 and §11: instead of placing workers a player may hire the engineer on the
  // hiring space for one rouble, once a round for the whole table. It is tapped on the board.
  const hiring = page.locator('[data-testid="rr-hiring"]');
  assert.equal(await hiring.getAttribute('data-legal'), 'true', 'the hire is offered on the board');
  assert.equal(await page.locator('[data-testid="action"]', { hasText: /^Hire/ }).count(), 0, 'not in the panel');
  const before = (await stored(page)).actions.length;
  await hiring.tap();
  await page.waitForSelector('[data-testid="rr-preview"]');
  assert.match(await page.textContent('[data-testid="rr-preview-what"]'), /engineer #\d+/, 'the preview names the engineer and what it does');
  assert.match(await page.locator('[data-testid="rr-way"]').first().textContent(), /Hire .* for 1 rouble/);
  assert.equal((await stored(page)).actions.length, before, 'a tap plays nothing');
  await shot(page, 'rr-hire-preview-768x1024');
  // Cancel lets it go; a second tap and Confirm hire.
  await page.locator('[data-testid="rr-cancel"]').tap();
  await page.waitForSelector('[data-testid="rr-preview"]', { state: 'detached' });
  await hiring.tap();
  await page.locator('[data-testid="rr-confirm"]').tap();
  await page.waitForFunction((n) => {
    const id = location.hash.split('/').pop();
    return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length > n;
  }, before);
  assert.equal((await stored(page)).actions[before], 'Hire', 'Confirm played the hire');
  // One hire a round: the space is no longer offered to anyone this round.
  await page.waitForSelector('[data-testid="rr-preview"]', { state: 'detached' });
  assert.equal(await page.locator('[data-testid="rr-hiring"][data-legal="true"]').count(), 0, 'hired: nothing more to hire');
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const size of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
  test(`${size.width}×${size.height}: computer seats play a game to its end screen with the score breakdown`, async () => {
    const { context, page } = await newPage(env.browser, { viewport: size });
    await openHome(page, env.url);
    // A recorded 2-player game 18 moves before its end, both seats played by the computer (Easy).
    await resumeFixture(page, 'russian-railroads-2p-seed3-near-end.json');
    await page.waitForSelector('[data-testid="rr-board"]');
    await shot(page, `rr-computers-${size.width}x${size.height}`);
    await page.waitForSelector('[data-testid="final-scores"]', { timeout: 60000 });
    const rows = page.locator('[data-testid="final-row"]');
    assert.equal(await rows.count(), 2, 'every seat is scored');
    assert.equal(await rows.first().getAttribute('data-rank'), '1');
    const text = await page.textContent('[data-testid="final-scores"]');
    for (const part of ['Railways', 'Industry', 'Engineers', 'Bonus cards']) assert.match(text, new RegExp(part), `breakdown names ${part}`);
    await page.locator('[data-testid="final-scores"]').scrollIntoViewIfNeeded();
    await shot(page, `rr-end-${size.width}x${size.height}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('opening a Russian Railroads game loads its own engine module and no other', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
  await openHome(page, env.url);
  await startGame(page, { game: 'russian-railroads' });
  await page.waitForSelector('[data-testid="rr-board"]');
  await page.waitForSelector('[data-testid="action"], [data-testid="hand-over"]');
  const engines = [...new Set(page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter((f) => f.startsWith('engine-')))].sort();
  assert.deepEqual(engines, ['engine-russian-railroads.js', 'engine-russian-railroads_bg.wasm', 'engine-russian-railroads_loader.js']);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Every English string of the catalogues the board speaks from whose Polish differs: none may be
// a visible text of the Polish table.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUES = ['src/games/words', 'src/games/russian_railroads/words', 'src/ui/locales'];
const catalogue = (lang) => Object.assign({}, ...CATALOGUES.map((d) => JSON.parse(readFileSync(join(root, d, `${lang}.json`), 'utf8'))));

test('the board speaks Polish on a Polish table', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await startGame(page, { game: 'russian-railroads', players: 2, bots: [1] });
  await page.waitForSelector('[data-testid="rr-board"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="rr-railway"] text')?.textContent.includes('Transsyberyjska'));
  await untilPlacement(page);
  const en = catalogue('en');
  const pl = catalogue('pl');
  const english = new Set(Object.entries(en).filter(([k, t]) => !/[{}%]/.test(t) && /[A-Za-z]{2}/.test(t) && pl[k] !== t).map(([, t]) => t.trim()));
  const texts = await page.evaluate(() => {
    const out = [];
    const walk = document.createTreeWalker(document.querySelector('[data-testid="rr-board"]'), NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.textContent.trim()) out.push(n.textContent.trim());
    return out;
  });
  assert.deepEqual(texts.filter((t) => english.has(t)), [], 'no English on the board');
  assert.ok(texts.some((t) => t.includes('Dotknij')), 'the hint is in Polish');
  await shot(page, 'rr-pl');
  assert.deepEqual(page.errors, []);
  await context.close();
});
