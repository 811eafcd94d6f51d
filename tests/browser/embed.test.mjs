import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { app, CHROMIUM_ARGS, launch, newPage, shot, tableDrawn, watchPage } from './helpers.mjs';
import { serve } from './server.mjs';

// The app is served from 127.0.0.1 and the publisher's page from localhost: two different
// sites, so the iframe is cross-site the way it is on a real publisher's page.
let browser, server, url, host, hostUrl;
const SNIPPET = 'embed&game=age-of-steam&map=rust-belt&players=3';
before(async () => {
  ({ server, url } = await app());
  const appUrl = url;
  const page = `<!doctype html><title>Publisher</title><h1>Our games</h1>
<iframe src="${appUrl}?${SNIPPET}" title="Railyard"
  width="1000" height="680" style="border:0" allow="fullscreen"></iframe>`;
  host = await serve('/nonexistent', 0, { '/': ['text/html; charset=utf-8', page], '/favicon.ico': ['image/x-icon', ''] });
  hostUrl = `http://localhost:${host.address().port}/`;
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); host?.close(); });

const appFrame = (page) => page.frames().find((f) => f.url().startsWith(url));

/**
 * A browser profile with the player's third-party cookie setting: `block` refuses cookies and
 * site data to cross-site frames (Chromium's default for a fresh profile here, and for private
 * windows); without it a cross-site frame gets its own partitioned storage.
 */
async function withProfile({ block }, body) {
  const dir = mkdtempSync(join(tmpdir(), 'railyard-profile-'));
  mkdirSync(join(dir, 'Default'), { recursive: true });
  writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: block ? 1 : 0 } }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1100, height: 800 },
    acceptDownloads: true,
  });
  try {
    const page = watchPage(context.pages()[0] || await context.newPage());
    await body(page);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the browser lets the app's frame use localStorage. */
const frameStorage = (page) => appFrame(page).evaluate(() => {
  try { window.localStorage.setItem('probe', '1'); window.localStorage.removeItem('probe'); return true; } catch { return false; }
});

test('the app embedded in a cross-site iframe opens straight into a game and keeps it', () => withProfile({ block: false }, async (page) => {
  await page.goto(hostUrl);
  const frame = page.frameLocator('iframe');
  await frame.locator('[data-testid="table"]:not([aria-busy])').waitFor();
  assert.ok(await frameStorage(page), 'this browser gives the frame (partitioned) storage');
  await frame.locator('[data-testid="hex"]').first().waitFor();
  assert.equal(await frame.locator('[data-testid="app-header"]').count(), 0, 'no app chrome when embedded');
  assert.equal(await frame.locator('[data-testid="player-panel"]').count(), 3);
  assert.equal(await frame.locator('[data-testid="storage-memory"]').count(), 0, 'storage works here: no warning');
  await frame.locator('[data-testid="action"]').first().click();
  await frame.locator('[data-testid="log-line"]').first().waitFor();
  const lines = await frame.locator('[data-testid="log-line"]').count();
  await shot(page, 'embedded');
  // Partitioned storage counts as storage: the game is resumed on the next visit.
  await page.reload();
  await frame.locator('[data-testid="log-line"]').first().waitFor();
  assert.equal(await frame.locator('[data-testid="log-line"]').count(), lines, 'the embedded game was kept');
  assert.deepEqual(page.errors, []);
}));

test('with third-party storage blocked the embedded game plays in memory and offers export', () => withProfile({ block: true }, async (page) => {
  await page.goto(hostUrl);
  const frame = page.frameLocator('iframe');
  await frame.locator('[data-testid="table"]:not([aria-busy])').waitFor();
  assert.equal(await frameStorage(page), false, 'Chromium refuses storage to the cross-site frame');
  assert.equal(await frame.locator('[data-testid="embed-error"]').count(), 0);
  const warning = frame.locator('[data-testid="storage-memory"]');
  await warning.waitFor();
  assert.match(await warning.textContent(), /not kept/);
  await frame.locator('[data-testid="hex"]').first().waitFor();
  await frame.locator('[data-testid="action"]').first().click();
  await frame.locator('[data-testid="log-line"]').first().waitFor();
  await shot(page, 'embedded-memory');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    frame.locator('[data-testid="memory-export"]').click(),
  ]);
  const save = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(save.format, 'railyard-save');
  assert.equal(save.actions.length, 1, 'the export holds the move played');
  // A reload starts afresh, as the notice said.
  await page.reload();
  await frame.locator('[data-testid="storage-memory"]').waitFor();
  assert.equal(await frame.locator('[data-testid="log-line"]').count(), 0);
  assert.deepEqual(page.errors, []);
}));

test('where reading localStorage throws, the app still plays in memory', async () => {
  const { context, page } = await newPage(browser);
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });
  });
  await page.goto(url + '?' + SNIPPET);
  await tableDrawn(page);
  await page.waitForSelector('[data-testid="storage-memory"]');
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForSelector('[data-testid="log-line"]');
  // The full app too: the home screen says games are not kept, and a new game starts.
  await page.goto(url);
  await page.waitForSelector('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="storage-memory"]');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a bad embed URL explains itself, in the page\'s language', async () => {
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await page.goto(url + '?embed&game=age-of-steam&players=12');
  await page.waitForSelector('[data-testid="embed-error"]');
  assert.match(await page.textContent('[data-testid="embed-error"]'), /Rust Belt takes 3 to 6 players/);
  await context.close();
  const pl = await newPage(browser, { locale: 'pl-PL' });
  await pl.page.goto(url + '?embed&game=nothing');
  await pl.page.waitForSelector('[data-testid="embed-error"]');
  assert.match(await pl.page.textContent('[data-testid="embed-error"]'), /nie ma gry o nazwie „nothing”/);
  await pl.context.close();
});

test('an embed\'s lang sets its language over the browser\'s, and is not remembered as a choice', async () => {
  // No service worker: it fetches every file to keep them for offline play.
  const { context, page } = await newPage(browser, { locale: 'en-US', serviceWorkers: 'block' });
  await page.goto(url + '?embed&game=age-of-steam&map=rust-belt&players=4&lang=pl');
  await tableDrawn(page);
  assert.match(await page.textContent('[data-testid="undo"]'), /Cofnij/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  const words = page.requests.map((u) => new URL(u).pathname.split('/').pop()).filter((f) => /^(page|words)-/.test(f));
  assert.ok(words.includes('page-pl.json') && words.includes('words-pl.json'), `fetched: ${words}`);
  assert.equal(words.filter((f) => f === 'page-pl.json').length, 1, 'the preload is taken over');
  assert.equal(await page.evaluate(() => localStorage.getItem('railyard.lang')), null);
  await context.close();
  // A language the app does not speak: the browser's decides.
  const other = await newPage(browser, { locale: 'es-ES' });
  await other.page.goto(url + '?embed&game=age-of-steam&map=rust-belt&players=4&lang=xx');
  await tableDrawn(other.page);
  assert.match(await other.page.textContent('[data-testid="undo"]'), /Deshacer/);
  assert.deepEqual(other.page.errors, []);
  await other.context.close();
});

test('an embed can seat computer players at a level; a bad count or level explains itself', async () => {
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await page.goto(url + '?embed&game=steam-power&map=valley&players=3&computers=2&level=hard');
  await tableDrawn(page);
  // The last two seats are the computer's, at Hard; the first is the visitor's.
  const save = async () => page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k));
  });
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('railyard.save.')));
  const seats = (await save()).players;
  assert.deepEqual(seats.map((p) => [!!p.bot, p.level ?? 'normal']), [[false, 'normal'], [true, 'hard'], [true, 'hard']]);
  const marks = page.locator('[data-testid="player-panel"] [data-testid="level-mark"]');
  assert.deepEqual(await marks.allTextContents(), ['Hard', 'Hard']);
  // The computer seats play by themselves until it is the visitor's turn.
  await page.waitForSelector('[data-testid="action"]', { timeout: 60000 });
  assert.equal(await page.locator('[data-testid="bot-thinking"]').count(), 0);
  // A reload resumes the same game rather than starting another.
  const id = page.url().split('/').pop();
  await page.reload();
  await tableDrawn(page);
  assert.equal(page.url().split('/').pop(), id);
  await shot(page, 'embed-computers');
  assert.deepEqual(page.errors, []);
  for (const [query, said] of [
    ['players=2&computers=2', /computer seats: at most 1 with 2 players/],
    ['players=2&computers=two', /“two” is not a number of computer seats/],
    ['players=2&computers=1&level=expert', /there is no level called “expert”/],
  ]) {
    await page.goto(url + '?embed&game=steam-power&map=valley&' + query);
    await page.waitForSelector('[data-testid="embed-error"]');
    assert.match(await page.textContent('[data-testid="embed-error"]'), said);
  }
  await context.close();
});
