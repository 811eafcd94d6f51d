import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { app, launch, newPage, openHome, startGame } from './helpers.mjs';

let browser, server, url;
before(async () => { ({ server, url } = await app()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

test('after one visit the app opens and plays with the network cut', async () => {
  const { context, page } = await newPage(browser);
  await openHome(page, url);
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
  await second.goto(url);
  await second.waitForSelector('[data-testid="save-item"]');
  await context.close();
});
