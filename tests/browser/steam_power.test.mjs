import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

const panels = (page) => page.locator('[data-testid="player-panel"]');
// A contract's number (S01, M12, L05): a panel lists the numbers of its own hand only.
const CONTRACT = /\b[SML]\d\d\b/;
const action = (page, text) => page.locator('[data-testid="action"]', { hasText: text }).first();

test('hot-seat Steam Power hides each hand behind a hand-over screen', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 2 });
  await page.waitForSelector('[data-testid="hand-over"]');
  // Covered: no contract of any hand is on the page.
  assert.doesNotMatch(await page.textContent('[data-testid="players"]'), CONTRACT);
  await page.click('[data-testid="hand-over-ready"]');
  const first = await page.locator('[data-testid="player-panel"].active').getAttribute('data-seat');
  const hands = await panels(page).allTextContents();
  assert.equal(hands.filter((t) => CONTRACT.test(t)).length, 1, 'only the player to act sees a hand');

  // Build track from the map: a highlighted hex, then one of the tiles the engine offers.
  await page.click('[data-testid="action"]:has-text("Build track")');
  await page.locator('[data-testid="hex"].actionable').first().click();
  await action(page, 'Lay track at').click();
  // The tiles come as pictures: a tap shows one on the map, only Confirm lays it.
  const lines = await page.locator('[data-testid="log-line"]').count();
  await page.locator('[data-testid="tile-card"]').first().click();
  await page.waitForSelector('[data-testid="map-preview"] .track-rail', { state: 'attached' });
  assert.equal(await page.locator('[data-testid="log-line"]').count(), lines, 'a tap lays nothing');
  await page.click('[data-testid="picker-confirm"]');
  await page.waitForSelector('[data-testid="log-line"]');
  assert.match(await page.textContent('[data-testid="game-log"]'), /lays/);
  await shot(page, 'steam-power-table');
  await action(page, 'Stop building').click();
  await action(page, 'Take $3').click();

  // The next person gets the hand-over screen, and the previous hand is gone from view.
  await page.waitForSelector('[data-testid="hand-over"]');
  assert.doesNotMatch(await page.textContent('[data-testid="players"]'), CONTRACT);
  await page.click('[data-testid="hand-over-ready"]');
  const second = await page.locator('[data-testid="player-panel"].active').getAttribute('data-seat');
  assert.notEqual(first, second);

  // A reload resumes the game and covers the hand again.
  await page.reload();
  await page.waitForSelector('[data-testid="hand-over"]');
  assert.match(await page.textContent('[data-testid="game-log"]'), /takes \$3/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('solo Steam Power shows its five companies and needs no hand-over', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 1 });
  assert.equal(await page.locator('[data-testid="hand-over"]').count(), 0);
  assert.match(await page.textContent('[data-testid="players"]'), CONTRACT, 'the solo player sees the hand');
  const info = await page.locator('[data-testid="info-panel"]').allTextContents();
  assert.ok(info.some((t) => /Companies/.test(t) && /Purple/.test(t)), 'companies panel');
  await action(page, 'Take $3').click();
  await page.waitForSelector('[data-testid="log-line"]');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a recorded finished game imports and shows the final scores', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'steam-power-2p-seed3.json');
  await page.waitForSelector('[data-testid="final-scores"]');
  const scores = await page.textContent('[data-testid="final-scores"]');
  assert.match(scores, /46/);
  assert.match(scores, /56/);
  await shot(page, 'steam-power-end');
  assert.deepEqual(page.errors, []);
  await context.close();
});
