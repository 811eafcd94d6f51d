// Steam at the table: its rules options on the home screen, a game with computer seats played
// through the page, and a recorded finished game's end screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, withApp } from './helpers.mjs';

const env = withApp(before, after);

test('Steam offers its rule sets on the home screen and plays with computer seats', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-steam"]');
  await page.waitForSelector('[data-testid="option-rules"]');
  await page.click('[data-testid="option-rules-standard"]');
  await page.click('[data-testid="players-3"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.check('[data-testid="seat-bot-2"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="hex"]');
  const stored = () => page.evaluate(() => {
    const id = location.hash.split('/').pop();
    return JSON.parse(localStorage.getItem('railyard.save.' + id));
  });
  assert.equal((await stored()).options.rules, 'standard', 'the chosen rule set reaches the game');
  // Play the person's first decisions through the page; the computer seats answer in between.
  for (let i = 0; i < 4; i++) {
    await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
    const before = (await stored()).actions.length;
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction((n) => {
      const id = location.hash.split('/').pop();
      return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length > n;
    }, before);
  }
  assert.ok((await stored()).actions.length >= 4);
  await shot(page, 'steam-table');
  // The game survives a reload, at the same move.
  const moves = (await stored()).actions.length;
  await page.reload();
  await page.waitForSelector('[data-testid="hex"]');
  assert.ok((await stored()).actions.length >= moves);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a recorded finished Steam game imports and shows the final scores', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'steam-base-3p-seed4.json');
  await page.waitForSelector('[data-testid="final-scores"]');
  const scores = await page.textContent('[data-testid="final-scores"]');
  assert.match(scores, /25/);
  assert.match(scores, /-18/);
  await shot(page, 'steam-end');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a Steam game with computer seats plays on to its end screen', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  // The recorded Base game 25 moves before its end, seats 2 and 3 handed to the computer.
  await resumeFixture(page, 'steam-base-3p-seed4-near-end.json');
  for (let i = 0; i < 600 && !(await page.locator('[data-testid="final-scores"]').count()); i++) {
    const thinking = await page.locator('[data-testid="bot-thinking"]').count();
    const act = page.locator('[data-testid="action"]').first();
    // The person ends building and passes; the computers play their own moves.
    if (!thinking && await act.count()) await act.click({ timeout: 2000 }).catch(() => {});
    await page.waitForTimeout(100);
  }
  await page.waitForSelector('[data-testid="final-scores"]', { timeout: 5000 });
  const rows = page.locator('[data-testid="final-row"]');
  assert.equal(await rows.count(), 3, 'every seat is scored');
  assert.equal(await rows.first().getAttribute('data-rank'), '1');
  await shot(page, 'steam-end-screen');
  assert.deepEqual(page.errors, []);
  await context.close();
});
