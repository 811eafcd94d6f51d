// Computer seats' levels: chosen on the home screen, shown on the seat's panel and in the
// saved-games list, kept through a reload; a Hard seat thinks (with the indicator) and plays.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const saved = async (page) => JSON.parse((await storedSaves(page))[0][1]);

test('a Hard computer seat plays its turn, and its level is shown and kept', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-steam-power"]');
  await page.click('[data-testid="players-2"]');
  // The level is offered for computer seats only.
  assert.equal(await page.locator('[data-testid="seat-level-0"]').count(), 0);
  await page.check('[data-testid="seat-bot-0"]');
  const select = page.locator('[data-testid="seat-level-0"]');
  assert.deepEqual(await select.locator('option').allTextContents(), ['Easy', 'Normal', 'Hard']);
  assert.equal(await select.inputValue(), 'normal', 'a new computer seat plays at Normal');
  await select.selectOption('hard');
  await shot(page, 'levels-setup');
  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);

  // The computer thinks (with the indicator) and plays. Who opens is drawn at set-up: when the
  // person opens, they take $3 until the turn passes to the computer and back.
  const thinking = page.locator('[data-testid="bot-thinking"]');
  const logText = async () => (await page.locator('[data-testid="log-line"]').allTextContents()).join('\n');
  let played = false;
  for (let i = 0; i < 300 && !played; i++) {
    if (await thinking.count()) { await page.waitForTimeout(100); continue; }
    if (/Player 1/.test(await logText()) && await page.locator('[data-testid="action"]').count()) {
      played = true;
      break;
    }
    const take = page.locator('[data-testid="action"]').filter({ hasText: 'Take $3' }).first();
    if (await take.count()) await take.click();
    await page.waitForTimeout(100);
  }
  assert.ok(played, 'the Hard seat played and handed the turn back');
  const save = await saved(page);
  assert.ok(save.actions.length >= 1, 'the Hard seat played');
  assert.equal(save.players[0].level, 'hard');
  assert.equal(save.players[1].level, undefined, 'a person\'s seat has no level');

  const mark = page.locator('[data-testid="player-panel"][data-seat="0"] [data-testid="level-mark"]');
  assert.equal(await mark.textContent(), 'Hard');
  assert.equal(await page.locator('[data-testid="player-panel"][data-seat="1"] [data-testid="level-mark"]').count(), 0);
  await shot(page, 'levels-table');

  // A reload reopens the game with its level.
  await page.reload();
  await tableDrawn(page);
  await page.waitForSelector('[data-testid="action"]', { timeout: 30000 });
  assert.equal(await mark.textContent(), 'Hard');

  // The saved-games list names the level beside the computer seat.
  await openHome(page, env.url);
  const listed = page.locator('[data-testid="save-item"] [data-testid="level-mark"]');
  assert.equal(await listed.count(), 1);
  assert.equal(await listed.getAttribute('data-level'), 'hard');
  await shot(page, 'levels-saves');
  assert.deepEqual(page.errors, []);
  await context.close();
});
