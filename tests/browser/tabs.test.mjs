import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, storedSaves, watchPage, withApp } from './helpers.mjs';

const env = withApp(before, after);

const logLines = (page) => page.locator('[data-testid="log-line"]').count();
const storedActions = async (page) => JSON.parse((await storedSaves(page))[0][1]).actions.length;

/** One game open in two tabs of the same browser. */
async function twoTabs({ deafSecond = false } = {}) {
  const { context, page: first } = await newPage(env.browser);
  await openHome(first, env.url);
  await startGame(first);
  await first.waitForSelector('[data-testid="action"]');
  const second = watchPage(await context.newPage());
  if (deafSecond) {
    // A tab that never hears about the other's writes (a missed or late storage event).
    await second.addInitScript(() => {
      window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
    });
  }
  await second.goto(first.url());
  await second.waitForSelector('[data-testid="action"]');
  return { context, first, second };
}

test('a move in one tab makes the other tab read-only until it loads the latest', async () => {
  const { context, first, second } = await twoTabs();
  await first.locator('[data-testid="action"]').first().click();
  await first.waitForSelector('[data-testid="log-line"]');
  const warning = second.locator('[data-testid="stale-warning"]');
  await warning.waitFor({ timeout: 5000 });
  assert.equal(await second.locator('[data-testid="action"]').count(), 0, 'no move can be played on the old copy');
  assert.ok(await second.locator('[data-testid="undo"]').isDisabled());
  await shot(second, 'stale-tab');
  await second.click('[data-testid="stale-reload"]');
  await second.waitForSelector('[data-testid="log-line"]');
  assert.equal(await logLines(second), await logLines(first), 'the latest record is shown');
  assert.equal(await second.locator('[data-testid="stale-warning"]').count(), 0);
  // The reloaded tab plays on; now the first one is behind.
  await second.locator('[data-testid="action"]').first().click();
  await first.locator('[data-testid="stale-warning"]').waitFor({ timeout: 5000 });
  assert.equal(await storedActions(first), 2, 'both moves are kept');
  assert.deepEqual([...first.errors, ...second.errors], []);
  await context.close();
});

test('a tab that missed the news cannot overwrite the newer save', async () => {
  const { context, first, second } = await twoTabs({ deafSecond: true });
  await first.locator('[data-testid="action"]').first().click();
  await first.waitForSelector('[data-testid="log-line"]');
  assert.equal(await storedActions(first), 1);
  // The second tab still shows the old position and plays a move on it.
  await second.locator('[data-testid="action"]').first().click();
  await second.locator('[data-testid="stale-warning"]').waitFor({ timeout: 5000 });
  assert.match(await second.locator('[data-testid="stale-warning"]').textContent(), /not saved/);
  const stored = JSON.parse((await storedSaves(first))[0][1]);
  assert.equal(stored.actions.length, 1, 'the first tab\'s move is kept, not overwritten');
  await second.click('[data-testid="stale-reload"]');
  await second.waitForSelector('[data-testid="log-line"]');
  assert.equal(await logLines(second), await logLines(first));
  assert.deepEqual([...first.errors, ...second.errors], []);
  await context.close();
});
