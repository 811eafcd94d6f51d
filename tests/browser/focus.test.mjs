// Focus in covers and forms over the page: Tab cycles inside, closing gives the focus back to
// where the player was, and Escape closes what can safely close.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, withApp, startGame } from './helpers.mjs';

const env = withApp(before, after);

const focused = (page) => page.evaluate(() => ({
  id: document.activeElement?.getAttribute('data-testid') ?? null,
  inForm: !!document.activeElement?.closest('[data-testid="rename-form"]'),
  inActions: !!document.activeElement?.closest('[data-testid="action-area"]'),
}));

test('the hand-over cover holds the focus and hands it to the decision', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-steam-power"]');
  await page.click('[data-testid="players-2"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="hand-over-ready"]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'hand-over-ready');
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key);
    assert.equal((await focused(page)).id, 'hand-over-ready', `${key} stays on the cover`);
  }
  // Escape does not lift the cover: it would show the hand to whoever holds the device.
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-testid="hand-over"]').count(), 1, 'Escape leaves the cover');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="hand-over"]', { state: 'detached' });
  await page.waitForFunction(() => !!document.activeElement?.closest('[data-testid="action-area"]'));
  assert.ok((await focused(page)).inActions, 'the focus goes to the decision');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('renaming a save keeps Tab in the form; Escape and Cancel give the focus back', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.click('[data-testid="nav-home"]');
  await page.waitForSelector('[data-testid="rename"]');
  await page.focus('[data-testid="rename"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rename-input');
  // Input, Save, Cancel, and round again; Shift+Tab goes back the other way.
  const ring = [];
  for (let i = 0; i < 4; i++) { await page.keyboard.press('Tab'); ring.push((await focused(page)).id); }
  assert.deepEqual(ring, ['rename-save', 'rename-cancel', 'rename-input', 'rename-save'], 'Tab cycles in the form');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).id, 'rename-cancel', 'Shift+Tab from the field goes to the last button');
  // Escape cancels: the name is kept and the focus is back on Rename.
  await page.focus('[data-testid="rename-input"]');
  await page.keyboard.type(' changed');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rename');
  assert.equal(await page.locator('[data-testid="rename-form"]').count(), 0, 'Escape closes the form');
  assert.doesNotMatch(await page.textContent('[data-testid="save-name"]'), /changed/);
  // Saving a new name closes it too, with the focus back on Rename.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rename-input');
  await page.fill('[data-testid="rename-input"]', 'Sunday game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rename');
  assert.equal((await page.textContent('[data-testid="save-name"]')).trim(), 'Sunday game');
  assert.deepEqual(page.errors, []);
  await context.close();
});
