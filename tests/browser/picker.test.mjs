// Building by picture: a highlighted hex shows its tiles as cards; a tap picks a card and shows
// it on the map (nothing is built), a second tap, the Rotate button or R turns it, and only
// Confirm builds it, for the price the card shows. At a desktop size and at three touch sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, newPage, openHome, shot, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'tablet', viewport: { width: 1024, height: 768 }, hasTouch: true },
  { name: 'portrait', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: 'phone', viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true },
];

const moves = async (page) => JSON.parse((await storedSaves(page))[0][1]).actions.length;
const press = (page, touch, locator) => (touch ? locator.tap() : locator.click());

/** Plays each decision's first option until the build offers tiles by picture. */
async function untilBuild(page) {
  for (let i = 0; i < 80; i++) {
    if (await page.locator('[data-testid="picker-hint"], [data-testid="tile-picker"]').count()) return;
    await page.waitForSelector('[data-testid="action"], [data-testid="picker-hint"], [data-testid="tile-picker"]', { timeout: 20000 });
    if (await page.locator('[data-testid="picker-hint"], [data-testid="tile-picker"]').count()) return;
    const n = await moves(page);
    // Passing ends an open-ended auction (Steam's first turn order) in a few moves.
    const labels = (await page.locator('[data-testid="action"]').allTextContents()).map((t) => t.trim());
    const pick = Math.max(0, labels.findIndex((l) => /^(Pass|Drop out)/.test(l)));
    await page.locator('[data-testid="action"]').nth(pick).click();
    await page.waitForFunction((n) => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(k)).actions.length > n;
    }, n);
  }
  assert.fail('the build did not come');
}

/** The cash figure of the active seat, and its seat. */
async function cash(page) {
  const panel = page.locator('[data-testid="player-panel"].active');
  const seat = await panel.getAttribute('data-seat');
  const text = await panel.locator('dd').first().textContent();
  return { seat, money: Number(text.replace(/[^0-9-]/g, '')) };
}

/** Opens the picker on a highlighted hex with a card that turns; returns that card. */
async function openPicker(page, touch) {
  const hexes = page.locator('[data-testid="hex"].actionable');
  const n = await hexes.count();
  for (let i = 0; i < n; i++) {
    await press(page, touch, hexes.nth(i));
    const turning = page.locator('[data-testid="tile-picker"] [data-testid="tile-card"]:has(.tile-turns)');
    if (await page.locator('[data-testid="tile-picker"]').count() && await turning.count()) return turning.first();
  }
  assert.fail('no highlighted hex offers a tile that turns');
}

async function buildByPicture(page, size, game, label) {
  const touch = !!size.hasTouch;
  await page.click(`[data-testid="game-${game}"]`);
  await page.click('[data-testid="players-3"]');
  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);
  await untilBuild(page);
  // Ending the build is in view beside the map before any hex is chosen.
  const end = page.locator('[data-testid="action"]').filter({ hasText: /End build/ });
  assert.equal(await end.count(), 1, 'End building is listed');
  assert.equal(await page.locator('[data-testid="action"]').count() < 20, true, 'no long list of tiles');

  const card = await openPicker(page, touch);
  const family = await card.getAttribute('data-family');
  const at = await page.getAttribute('[data-testid="tile-picker"]', 'data-hex');
  const tracks = await page.locator('.layer-rails .track').count();
  const before = await moves(page);
  const { seat, money } = await cash(page);

  // A tap picks the card and previews it on the map; nothing is built.
  await press(page, touch, card);
  const chosen = page.locator(`[data-testid="tile-card"][data-family="${family}"]`);
  await page.waitForSelector(`[data-testid="tile-card"][data-family="${family}"][aria-pressed="true"]`);
  await page.waitForSelector('[data-testid="map-preview"] .track-rail', { state: 'attached' });
  assert.equal(await moves(page), before, 'a tap on a card builds nothing');
  const first = await chosen.getAttribute('aria-label');

  // Turned by the button, by R and by a second tap.
  await press(page, touch, page.locator('[data-testid="picker-rotate"]'));
  const second = await chosen.getAttribute('aria-label');
  assert.notEqual(second, first, 'Rotate turns the tile');
  await page.keyboard.press('r');
  await page.waitForFunction(([f, l]) => document.querySelector(`[data-testid="tile-card"][data-family="${f}"]`).getAttribute('aria-label') !== l, [family, second]);
  const third = await chosen.getAttribute('aria-label');
  await press(page, touch, chosen);
  await page.waitForFunction(([f, l]) => document.querySelector(`[data-testid="tile-card"][data-family="${f}"]`).getAttribute('aria-label') !== l, [family, third]);
  assert.equal(await moves(page), before, 'turning builds nothing');
  await page.waitForSelector('[data-testid="map-preview"] .track-rail', { state: 'attached' });
  await shot(page, `picker-${label}-${size.name}`);
  if (size.name === 'desktop' && label === 'age-of-steam') {
    // The README's picture of the picker.
    await page.locator('[data-testid="table-body"]').screenshot({ path: join(ARTIFACTS, 'picker-readme.png') });
  }

  // Confirm builds it for the price shown.
  const price = Number(await chosen.getAttribute('data-cost'));
  assert.match(await page.textContent('[data-testid="picker-confirm"]'), new RegExp(`\\$${price}`));
  // The three buttons keep their words on one line, even in a phone's narrow panel.
  const lines = await page.$$eval('.picker-bar .btn', (bs) => bs.map((b) => {
    const r = document.createRange();
    r.selectNodeContents(b);
    return r.getBoundingClientRect().height / parseFloat(getComputedStyle(b).fontSize);
  }));
  assert.ok(lines.every((l) => l < 2), `picker buttons' words on one line (height in ems: ${lines})`);
  await press(page, touch, page.locator('[data-testid="picker-confirm"]'));
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length > n;
  }, before);
  await page.waitForFunction((n) => document.querySelectorAll('.layer-rails .track').length > n, tracks);
  const text = await page.locator(`[data-testid="player-panel"][data-seat="${seat}"] dd`).first().textContent();
  const after = Number(text.replace(/[^0-9-]/g, ''));
  if (money >= price) assert.equal(money - after, price, `${label}: the money drops by the price shown`);
  const last = JSON.parse((await storedSaves(page))[0][1]).actions.at(-1);
  assert.ok(last.Build, `${label}: the last move is a build at ${at}`);
  assert.deepEqual(page.errors, []);
  return price;
}

for (const size of SIZES) {
  test(`Age of Steam builds a tile by picture (${size.name})`, async () => {
    const { viewport, hasTouch, isMobile } = size;
    const { context, page } = await newPage(env.browser, { viewport, hasTouch, isMobile });
    await openHome(page, env.url);
    await buildByPicture(page, size, 'age-of-steam', 'age-of-steam');
    await context.close();
  });
}

for (const size of [SIZES[0], SIZES[3]]) {
  test(`Steam builds a tile by picture (${size.name})`, async () => {
    const { viewport, hasTouch, isMobile } = size;
    const { context, page } = await newPage(env.browser, { viewport, hasTouch, isMobile });
    await openHome(page, env.url);
    await buildByPicture(page, size, 'steam', 'steam');
    await context.close();
  });
}

test('Escape lets a picked tile go; the keyboard alone picks, turns and builds one', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.click('[data-testid="players-3"]');
  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);
  await untilBuild(page);
  const card = await openPicker(page, false);
  const before = await moves(page);
  await card.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="tile-card"][aria-pressed="true"]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="tile-card"][aria-pressed="true"]', { state: 'detached' });
  assert.equal(await page.locator('[data-testid="map-preview"] .track-rail').count(), 0, 'the preview is gone');
  assert.ok(await page.isDisabled('[data-testid="picker-confirm"]'), 'nothing to confirm');
  assert.equal(await moves(page), before);

  // With the keyboard alone: Enter picks, R turns, Enter on Confirm builds.
  await card.focus();
  await page.keyboard.press('Enter');
  const picked = page.locator('[data-testid="tile-card"][aria-pressed="true"]');
  const label = await picked.getAttribute('aria-label');
  await page.keyboard.press('R');
  await page.waitForFunction((l) => document.querySelector('[data-testid="tile-card"][aria-pressed="true"]').getAttribute('aria-label') !== l, label);
  assert.equal(await moves(page), before, 'nothing is built before Confirm');
  await page.focus('[data-testid="picker-confirm"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length > n;
  }, before);
  assert.deepEqual(page.errors, []);
  await context.close();
});
