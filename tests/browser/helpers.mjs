// Shared set-up for the browser tests: the built app served on localhost, Debian's chromium
// driven by playwright-core, and an artifacts folder for screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = resolve(process.env.RAILYARD_DIST || join(here, '../../target/dist'));
export const ARTIFACTS = resolve(join(here, '../../target/browser-artifacts'));
export const FIXTURES = resolve(join(here, '../fixtures'));
mkdirSync(ARTIFACTS, { recursive: true });

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Serves the built app on a free port; returns { server, url }. */
export async function app(extra) {
  const server = await serve(DIST, 0, extra);
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** A page that records console errors, page errors and every requested URL. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, ...options });
  const page = watchPage(await context.newPage());
  return { context, page };
}

/** Records the console errors, page errors and requested URLs of `page` (and its frames). */
export function watchPage(page) {
  page.errors = [];
  page.requests = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.context().on('request', (r) => page.requests.push(r.url()));
  return page;
}

export const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

export async function openHome(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="new-game"]');
}

/** Waits until the table is drawn whole: its map and decision come first, its panels and
 *  record a frame later, and it is `aria-busy` until then. */
export const tableDrawn = (page) => page.waitForSelector('[data-testid="table"]:not([aria-busy])');

/** Starts a new game from the home screen with `players` seats, the seats in `bots` played by
 *  the computer; waits for the table. */
export async function startGame(page, { game = 'age-of-steam', players, bots = [] } = {}) {
  await page.click(`[data-testid="game-${game}"]`);
  if (players) await page.click(`[data-testid="players-${players}"]`);
  for (const seat of bots) await page.check(`[data-testid="seat-bot-${seat}"]`);
  await page.click('[data-testid="start-game"]');
  await tableDrawn(page);
}

/** The current SVG viewBox of the map as numbers [x, y, w, h]. */
export async function viewBox(page) {
  const v = await page.getAttribute('[data-testid="hexmap"]', 'viewBox');
  return v.split(/\s+/).map(Number);
}

/** Every save key in localStorage with its text. */
export async function storedSaves(page) {
  return page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('railyard.save.'))
    .map((k) => [k, localStorage.getItem(k)]));
}

/** Registers before/after hooks that serve the app and launch the browser for a test file. */
export function withApp(before, after, extra) {
  const env = {};
  before(async () => {
    Object.assign(env, await app(extra));
    env.browser = await launch();
  });
  after(async () => { await env.browser?.close(); env.server?.close(); });
  return env;
}

/** Imports a recorded game from tests/fixtures on the home screen and resumes it. */
export async function resumeFixture(page, file) {
  await page.setInputFiles('[data-testid="import-file"]', join(FIXTURES, file));
  await page.waitForSelector('[data-testid="save-item"]');
  await page.click('[data-testid="resume"]');
  await tableDrawn(page);
}

/** Opens the first `n` actions of a recorded game from tests/fixtures, every seat a person's,
 * as the stored game `id` (the page must be on the app's origin). */
export async function openRecorded(page, url, file, n, id) {
  const recorded = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
  const save = { ...recorded, players: recorded.players.map((p) => ({ ...p, bot: false })), actions: recorded.actions.slice(0, n) };
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`railyard.save.${id}`, JSON.stringify(save)]);
  await page.goto(url + `?${id}#/game/${id}`);
  await tableDrawn(page);
}
