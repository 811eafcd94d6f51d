// The phase tracker over the table and the computer's mark on its seats: the tracker shows the
// turn and every phase with the current one marked, in view without scrolling on desktop,
// tablet and phone screens; a computer seat's panel and saved-games entry carry the mark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

async function startWithComputer(page) {
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.click('[data-testid="players-3"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="phase-tracker"]');
  await tableDrawn(page);
}

/** The tracker's phases and which one is marked current. */
async function tracker(page) {
  return page.$$eval('[data-testid="phase"]', (els) => ({
    count: els.length,
    current: els.map((e) => e.getAttribute('aria-current')).map((a, i) => (a === 'step' ? i : -1)).filter((i) => i >= 0),
    names: els.map((e) => e.querySelector('.phase-name').textContent),
  }));
}

async function inView(page, selector, viewport) {
  const box = await page.locator(selector).boundingBox();
  assert.ok(box, `${selector} is drawn`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${selector} is in view vertically: ${JSON.stringify(box)}`);
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 1, `${selector} is in view across: ${JSON.stringify(box)}`);
}

test('the tracker marks the current phase and moves on with the game; computer seats are marked', async () => {
  const viewport = { width: 1280, height: 800 };
  const { context, page } = await newPage(env.browser, { viewport });
  await startWithComputer(page);
  await inView(page, '[data-testid="phase-tracker"]', viewport);
  await inView(page, '[data-testid="phase"][aria-current="step"]', viewport);
  let t = await tracker(page);
  assert.equal(t.count, 11, 'ten phases, moving goods twice');
  assert.deepEqual(t.current, [0], 'the game opens with issuing shares');
  assert.equal(t.names[0], 'Issue shares');
  assert.match(await page.textContent('[data-testid="phase-turn"]'), /Turn 1 of \d+/);
  // The computer's seat is marked, in words for screen readers too.
  const bot = page.locator('[data-testid="player-panel"][data-seat="1"] [data-testid="computer-mark"]');
  assert.equal(await bot.getAttribute('aria-label'), 'Computer');
  assert.equal(await page.locator('[data-testid="player-panel"][data-seat="0"] [data-testid="computer-mark"]').count(), 0);
  await shot(page, 'phases-1280x800');
  // Issue no shares until the auction comes: the tracker follows.
  for (let i = 0; i < 6 && (await tracker(page)).current[0] === 0; i++) {
    await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForTimeout(300);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="phase"]')].findIndex((e) => e.getAttribute('aria-current') === 'step') === 1, null, { timeout: 20000 });
  t = await tracker(page);
  assert.deepEqual(t.current, [1], 'the turn order auction follows the shares');
  await shot(page, 'phases-auction-1280x800');
  // In Portuguese, the rulebook's words, and the computer named so.
  await page.selectOption('[data-testid="language-picker"]', 'pt');
  await page.waitForFunction(() => document.querySelector('[data-testid="phase"] .phase-name')?.textContent === 'Emitir Ações');
  assert.equal(await bot.getAttribute('aria-label'), 'Computador');
  await page.selectOption('[data-testid="language-picker"]', 'en');
  // The saved-games list marks the computer seat too.
  await page.click('[data-testid="back-home"]');
  await page.waitForSelector('[data-testid="save-item"]');
  assert.equal(await page.locator('[data-testid="save-item"] [data-testid="computer-mark"]').count(), 1);
  await shot(page, 'phases-save-list');
  // Reloaded, the home screen's own module draws the list, with the home screen's styles only:
  // the mark is styled there too.
  await page.reload();
  const mark = page.locator('[data-testid="save-item"] [data-testid="computer-mark"] svg');
  await mark.waitFor();
  assert.ok(!(await page.evaluate(() => [...document.styleSheets].some((s) => /table\.css/.test(s.href || '')))), 'the home screen\'s module');
  const box = await mark.boundingBox();
  assert.deepEqual([Math.round(box.width), Math.round(box.height)], [18, 18], 'the computer mark\'s size');
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, { width: 844, height: 390 }]) {
  test(`the tracker is in view at ${viewport.width}×${viewport.height}`, async () => {
    const { context, page } = await newPage(env.browser, { viewport });
    await startWithComputer(page);
    await inView(page, '[data-testid="phase-tracker"]', viewport);
    await inView(page, '[data-testid="phase"][aria-current="step"]', viewport);
    const t = await tracker(page);
    assert.deepEqual(t.current, [0]);
    assert.equal(t.count, 11);
    await shot(page, `phases-${viewport.width}x${viewport.height}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
