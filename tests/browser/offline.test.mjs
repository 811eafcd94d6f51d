import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

test('after one visit the app opens and plays with the network cut', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Wait until the worker controls the page, so the shell is cached.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 }).catch(async () => {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-testid="new-game"]');
  await startGame(page);
  await page.waitForSelector('[data-testid="hex"]');
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  // A fresh tab with the network still cut opens too.
  const second = await context.newPage();
  await second.goto(env.url);
  // The saved-games list and the rules reference are chunks of the home screen's module,
  // loaded when first wanted: the worker keeps them too.
  await second.waitForSelector('[data-testid="save-item"]');
  await second.click('[data-testid="rules-open"]');
  await second.waitForSelector('[data-testid="rules-ref"] h3');
  await second.keyboard.press('Escape');
  // The games' words are fetched when chosen (English by the home screen's rules reference):
  // the worker keeps them too.
  for (const lang of ['en', 'pt', 'es', 'pl']) {
    const prefixes = await second.evaluate((l) => fetch(`./words-${l}.json`).then((r) => r.json()).then(Object.keys), lang);
    assert.ok(prefixes.includes('aos') && prefixes.includes('sp'), `words-${lang}.json offline: ${prefixes}`);
  }
  // So are the page's own words in every language (the home screen's module fetches English).
  await second.selectOption('[data-testid="language-picker"]', 'es');
  await second.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Empezar partida'));
  const starts = { en: 'Start game', pt: 'Começar jogo', pl: 'Rozpocznij grę' };
  for (const [lang, start] of Object.entries(starts)) {
    const texts = await second.evaluate((l) => fetch(`./page-${l}.json`).then((r) => r.json()), lang);
    assert.ok(texts.some((t) => t.includes(start)), `page-${lang}.json offline`);
  }
  await context.close();
});
