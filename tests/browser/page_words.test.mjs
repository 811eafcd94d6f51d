// The page's own words: English is compiled into the page's modules, each other language is
// page-<lang>.json, fetched before the first view is drawn in it or when it is chosen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, withApp } from './helpers.mjs';

const env = withApp(before, after);

const pageWords = (page) => page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter((f) => f.startsWith('page-'));
const startText = (page) => page.textContent('[data-testid="start-game"]');
const lang = (page) => page.evaluate(() => document.documentElement.lang);

test('an English visit fetches no page words', async () => {
  // No service worker: it would fetch every file to keep them for offline play.
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'en-GB' });
  await openHome(page, env.url);
  assert.match(await startText(page), /Start game/);
  assert.equal(await lang(page), 'en');
  assert.deepEqual(pageWords(page), []);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a Portuguese browser sees the first view in Portuguese, and a chosen language is fetched once', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'pt-BR' });
  // Every text the app draws is recorded from its first frame: no English first.
  await context.addInitScript(() => {
    window.seen = [];
    new MutationObserver(() => {
      const b = document.querySelector('[data-testid="start-game"]');
      if (b) window.seen.push(b.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openHome(page, env.url);
  assert.match(await startText(page), /Começar jogo/);
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen.length > 0 && seen.every((t) => !/Start game/.test(t)), `first texts: ${seen.slice(0, 3)}`);
  assert.equal(await lang(page), 'pt');
  assert.deepEqual(pageWords(page), ['page-pt.json']);

  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Rozpocznij grę'));
  assert.equal(await lang(page), 'pl');
  await page.selectOption('[data-testid="language-picker"]', 'en');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Start game'));
  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Rozpocznij grę'));
  assert.deepEqual(pageWords(page), ['page-pt.json', 'page-pl.json'], 'each language fetched once');

  // Remembered: the reload draws Polish at once.
  await page.reload();
  await page.waitForSelector('[data-testid="new-game"]');
  assert.match(await startText(page), /Rozpocznij grę/);
  assert.equal(await page.inputValue('[data-testid="language-picker"]'), 'pl');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a language whose words cannot be fetched leaves the page in English, working', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'es-ES' });
  await page.route('**/page-*.json', (route) => route.abort());
  await openHome(page, env.url);
  assert.match(await startText(page), /Start game/);
  assert.equal(await page.inputValue('[data-testid="language-picker"]'), 'en');
  // Another language, still unreachable: the page and the picker stay in English.
  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await page.waitForFunction(() => document.querySelector('[data-testid="language-picker"]').value === 'en');
  assert.match(await startText(page), /Start game/);
  await page.unroute('**/page-*.json');
  await page.selectOption('[data-testid="language-picker"]', 'es');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Empezar partida'));
  assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});
