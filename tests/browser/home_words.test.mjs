// The home screen's module carries none of the games' words: a first visit fetches none, and
// the rules reference fetches the page language's once, saying it is loading meanwhile (the
// dialog is there at once, with its title and the focus).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, withApp } from './helpers.mjs';

const env = withApp(before, after);

const words = (page) => page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter((f) => f.startsWith('words-'));

test('the home screen fetches the games\' words only when the rules reference opens', async () => {
  // No service worker: it would fetch every file to keep them for offline play.
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'pt-PT' });
  // The words' answer is held back until the loading line has been seen.
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/words-*.json', async (route) => { await held; await route.continue(); });
  await openHome(page, env.url);
  await page.waitForSelector('[data-testid="saved-games"]');
  assert.deepEqual(words(page), [], 'no words on a first visit');

  await page.click('[data-testid="rules-open"]');
  await page.waitForSelector('[data-testid="rules-loading"]');
  assert.match(await page.textContent('[data-testid="rules-ref"]'), /Resumo das regras: Age of Steam/);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'rules-close');
  release();
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.equal(await page.locator('[data-testid="rules-loading"]').count(), 0);
  assert.deepEqual(words(page), ['words-pt.json'], 'the page language\'s words, once');

  // Closed and opened again: no second fetch.
  await page.click('[data-testid="rules-close"]');
  await page.click('[data-testid="rules-open"]');
  await page.waitForSelector('[data-testid="rules-section"]');
  assert.deepEqual(words(page), ['words-pt.json']);
  assert.deepEqual(page.errors, []);
  await context.close();
});
