import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

test('the app mounts on the home screen without console errors', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  assert.equal(await page.locator('[data-testid="boot"]').count(), 0, 'boot placeholder removed');
  assert.ok(await page.locator('[data-testid="game-age-of-steam"]').isEnabled());
  for (const game of ['steam', 'steam-power', 'russian-railroads']) {
    assert.ok(await page.locator(`[data-testid="game-${game}"]`).isEnabled(), `${game} is offered`);
  }
  await shot(page, 'home');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the language picker translates the app and is remembered', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'en-US' });
  await openHome(page, env.url);
  await page.selectOption('[data-testid="language-picker"]', 'pt');
  await page.waitForFunction(() => document.querySelector('[data-testid="start-game"]').textContent.includes('Começar'));
  await page.reload();
  await page.waitForSelector('[data-testid="new-game"]');
  assert.equal(await page.inputValue('[data-testid="language-picker"]'), 'pt');
  await context.close();
});

test('the default language comes from the browser', async () => {
  const { context, page } = await newPage(env.browser, { locale: 'es-ES' });
  await openHome(page, env.url);
  assert.equal(await page.inputValue('[data-testid="language-picker"]'), 'es');
  await context.close();
});

test('the app makes no request outside its own origin and sets a strict CSP', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.locator('[data-testid="action"]').first().click();
  await page.goto(env.url + '#/preview');
  await page.waitForSelector('[data-testid="hex"]');
  const origin = new URL(env.url).origin;
  const foreign = page.requests.filter((r) => !r.startsWith(origin) && !r.startsWith('blob:') && !r.startsWith('data:'));
  assert.deepEqual(foreign, []);
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline|\*/);
  await context.close();
});

test('computer seats play their own turns', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3, bots: [1, 2] });
  // Whoever starts, the human answers when asked and the computers move by themselves.
  for (let i = 0; i < 20; i++) {
    const log = await page.locator('[data-testid="log-line"]').allTextContents();
    if (log.some((l) => /Player 2 issues/.test(l)) && log.some((l) => /Player 3 issues/.test(l))) break;
    const mine = page.locator('[data-testid="action"]').first();
    if (await page.locator('[data-testid="bot-thinking"]').count() === 0 && await mine.count()) await mine.click();
    await page.waitForTimeout(400);
  }
  const log = (await page.locator('[data-testid="log-line"]').allTextContents()).join('\n');
  assert.match(log, /Player 2 issues/);
  assert.match(log, /Player 3 issues/);
  assert.deepEqual(page.errors, []);
  await context.close();
});
