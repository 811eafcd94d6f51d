import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { newPage, openHome, shot, startGame, storedSaves, withApp } from './helpers.mjs';

const env = withApp(before, after);

// The crash trigger is a test switch: the route only panics when localStorage holds it.
const DEBUG_KEY = 'railyard.debug';

async function gameOnRecord(page) {
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
}

test('without the test switch the crash route is just the home screen', async () => {
  const { context, page } = await newPage(env.browser);
  await page.goto(env.url + '#/debug/panic');
  await page.waitForSelector('[data-testid="new-game"]');
  assert.equal(await page.locator('[data-testid="crash"]').count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a panic shows an error screen that exports the saves and leads back to them', async () => {
  const { context, page } = await newPage(env.browser);
  await gameOnRecord(page);
  const [[key, stored]] = await storedSaves(page);
  await page.evaluate((k) => localStorage.setItem(k, '1'), DEBUG_KEY);
  await page.goto(env.url + '#/debug/panic');
  const crash = page.locator('[data-testid="crash"]');
  await crash.waitFor();
  assert.ok(await crash.isVisible(), 'the error screen is shown, not a blank page');
  assert.match(await crash.textContent(), /went wrong/);
  // The details are logged for a bug report.
  assert.ok(page.errors.some((e) => /panicked at/.test(e) && /test switch/.test(e)), page.errors.join('\n'));
  await shot(page, 'crash');

  // Every save can be exported from the error screen, without the app.
  const exports = page.locator('[data-testid="crash-export"]');
  assert.equal(await exports.count(), 1);
  const [download] = await Promise.all([page.waitForEvent('download'), exports.first().click()]);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(file, JSON.parse(stored), 'the exported file is the stored save');

  // And back to the saved games, which are untouched.
  await page.evaluate((k) => localStorage.removeItem(k), DEBUG_KEY);
  await page.click('[data-testid="crash-home"]');
  await page.waitForSelector('[data-testid="save-item"]');
  assert.equal(await page.locator('[data-testid="crash"]').count(), 0);
  assert.deepEqual(await storedSaves(page), [[key, stored]]);
  await context.close();
});

test('the error screen speaks the player\'s language', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'pl-PL' });
  await openHome(page, env.url);
  await page.evaluate((k) => localStorage.setItem(k, '1'), DEBUG_KEY);
  await page.goto(env.url + '#/debug/panic');
  await page.waitForSelector('[data-testid="crash"]');
  assert.match(await page.locator('[data-testid="crash"]').textContent(), /Coś poszło nie tak/);
  assert.equal(await page.locator('[data-testid="crash-export"]').count(), 0, 'no saves, nothing to export');
  await context.close();
});
