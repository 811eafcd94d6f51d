import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { app, launch, newPage, shot } from './helpers.mjs';
import { serve } from './server.mjs';

let browser, server, url, host, hostUrl;
before(async () => {
  ({ server, url } = await app());
  // A publisher's page on another origin (another port), embedding the app with the README snippet.
  const appUrl = url; // another port is another origin
  const page = `<!doctype html><title>Publisher</title><h1>Our games</h1>
<iframe src="${appUrl}?embed&game=age-of-steam&map=rust-belt&players=3" title="Railyard"
  width="1000" height="680" style="border:0" allow="fullscreen"></iframe>`;
  host = await serve('/nonexistent', 0, { '/': ['text/html; charset=utf-8', page], '/favicon.ico': ['image/x-icon', ''] });
  hostUrl = `http://127.0.0.1:${host.address().port}/`;
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); host?.close(); });

test('the app embedded in an iframe on another origin opens straight into a game', async () => {
  const { context, page } = await newPage(browser, { viewport: { width: 1100, height: 800 } });
  await page.goto(hostUrl);
  const frame = page.frameLocator('iframe');
  await frame.locator('[data-testid="table"]').waitFor();
  await frame.locator('[data-testid="hex"]').first().waitFor();
  assert.equal(await frame.locator('[data-testid="app-header"]').count(), 0, 'no app chrome when embedded');
  assert.equal(await frame.locator('[data-testid="player-panel"]').count(), 3);
  await frame.locator('[data-testid="action"]').first().click();
  await frame.locator('[data-testid="log-line"]').first().waitFor();
  await shot(page, 'embedded');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a bad embed URL explains itself', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(url + '?embed&game=age-of-steam&players=12');
  await page.waitForSelector('[data-testid="embed-error"]');
  await context.close();
});
