// The page's own words: each language is page-<lang>.json, fetched before the first view is
// drawn in it or when it is chosen. The table's module has English compiled in; the home
// screen's (a first visit) fetches English too, so it carries no language of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

const pageWords = (page) => page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter((f) => f.startsWith('page-'));
const startText = (page) => page.textContent('[data-testid="start-game"]');
const lang = (page) => page.evaluate(() => document.documentElement.lang);

test('an English visit fetches the English words for the home screen, and none for a game', async () => {
  // No service worker: it would fetch every file to keep them for offline play.
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'en-GB' });
  await openHome(page, env.url);
  assert.match(await startText(page), /Start game/);
  assert.equal(await lang(page), 'en');
  assert.deepEqual(pageWords(page), ['page-en.json'], 'boot.js preloads them and the module takes the preload');
  // A game is the table's module, with English compiled in.
  page.requests.length = 0;
  await startGame(page);
  await page.waitForSelector('[data-testid="hex"]');
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
  assert.deepEqual(pageWords(page), ['page-pt.json', 'page-pl.json', 'page-en.json'], 'each language fetched once (English too: not in the home screen\'s module)');

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
  await page.route(/page-(es|pl)\.json/, (route) => route.abort());
  await openHome(page, env.url);
  assert.match(await startText(page), /Start game/);
  assert.equal(await page.inputValue('[data-testid="language-picker"]'), 'en');
  // Another language, still unreachable: the page and the picker stay in English.
  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await page.waitForFunction(() => document.querySelector('[data-testid="language-picker"]').value === 'en');
  assert.match(await startText(page), /Start game/);
  await page.unroute(/page-(es|pl)\.json/);
  await page.selectOption('[data-testid="language-picker"]', 'es');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Empezar partida'));
  assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

test('a words file of another release is fetched again past the cache, and no words at all is said', async () => {
  const { context, page } = await newPage(env.browser, { serviceWorkers: 'block', locale: 'pt-PT' });
  // What an older release wrote (texts by key), and one written for another key list: refused,
  // then fetched once more with the key list's fingerprint in the address.
  let stale = 0;
  await page.route((u) => u.pathname.endsWith('/page-pt.json') && !u.search, (route) => {
    stale += 1;
    route.fulfill({ contentType: 'application/json', body: stale === 1 ? '{"start_game":"Velho"}' : '["0000","Velho"]' });
  });
  await openHome(page, env.url);
  assert.match(await startText(page), /Começar jogo/);
  assert.ok(page.requests.some((u) => /page-pt\.json\?keys=[0-9a-f]{8}$/.test(u)), 'fetched again');
  await page.reload();
  await page.waitForSelector('[data-testid="new-game"]');
  assert.match(await startText(page), /Começar jogo/);
  assert.ok(stale >= 2, `stale answers: ${stale}`);
  await context.close();

  // The home screen's module has no words of its own: none reachable, it says so where a
  // module that cannot start is reported, and draws nothing half-worded.
  const cut = await newPage(env.browser, { serviceWorkers: 'block', locale: 'pl-PL' });
  await cut.page.route(/page-\w+\.json/, (route) => route.abort());
  await cut.page.goto(env.url);
  await cut.page.waitForFunction(() => /could not start/.test(document.getElementById('boot')?.textContent || ''));
  assert.equal(await cut.page.locator('[data-testid="new-game"]').count(), 0);
  await cut.context.close();
});
