// Keyboard play: the skip link goes to the decision, the map is one tab stop whose hexes the
// arrow keys walk, and Enter on a highlighted hex chooses it as a click does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, storedSaves, withApp, startGame } from './helpers.mjs';

const env = withApp(before, after);

const moves = async (page) => JSON.parse((await storedSaves(page))[0][1]).actions.length;
/** The focused element's test id, accessible name and tab index. */
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return {
    id: a?.getAttribute('data-testid') ?? null,
    name: a?.getAttribute('aria-label') ?? null,
    tabindex: a?.getAttribute('tabindex') ?? null,
    inActions: !!a?.closest('[data-testid="action-area"]'),
    actionable: !!a?.classList?.contains('actionable'),
  };
});

test('the skip link on the home screen goes to the main content', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'skip-link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  assert.match(page.url(), /#\/?$|\/$/, 'the route is unchanged');
  await context.close();
});

test('a decision in Age of Steam is played from the keyboard', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3, bots: [1, 2] });
  await page.waitForSelector('[data-testid="hex"]');
  await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
  const route = page.url();

  // From the start of the page, Tab reaches the skip link; it puts the focus in the action area.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'skip-link');
  await page.keyboard.press('Enter');
  assert.ok((await focused(page)).inActions, 'the focus is in the action area');
  assert.equal(page.url(), route, 'the game stays open');

  // Play the first option with Tab and Enter until the build offers hexes on the map.
  for (let i = 0; i < 30 && await page.locator('[data-testid="hex"].actionable').count() === 0; i++) {
    await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
    if (await page.locator('[data-testid="hex"].actionable').count() > 0) break;
    await page.focus('[data-testid="skip-link"]');
    await page.keyboard.press('Enter');
    for (let t = 0; t < 10 && (await focused(page)).id !== 'action'; t++) await page.keyboard.press('Tab');
    assert.equal((await focused(page)).id, 'action', 'Tab from the action area reaches an option');
    const before = await moves(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => {
      const s = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(s)).actions.length > n;
    }, before);
  }
  assert.ok(await page.locator('[data-testid="hex"].actionable').count() > 0, 'the build offers hexes');

  // The map is one tab stop, and it lands on a hex the player can build on.
  assert.equal(await page.locator('[data-testid="hex"][tabindex="0"]').count(), 1, 'one hex is in the tab order');
  await page.focus('[data-testid="skip-link"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  for (let t = 0; t < 10 && (await focused(page)).id !== 'hex'; t++) await page.keyboard.press('Shift+Tab');
  const start = await focused(page);
  assert.equal(start.id, 'hex', 'Shift+Tab from the actions reaches the map');
  assert.ok(start.actionable, `the map's tab stop is a highlighted hex (${start.name})`);

  // Enter chooses it as a click does; the focus stays on it.
  const before = await moves(page);
  await page.keyboard.press('Enter');
  const coord = start.name.match(/^[A-Z]+\d+/)[0];
  const chosen = page.locator(`[data-testid="hex"][data-hex="${coord}"]`);
  await page.waitForSelector(`[data-testid="hex"][data-hex="${coord}"][aria-pressed="true"]`);
  assert.equal(await chosen.getAttribute('aria-pressed'), 'true', 'Enter selects the hex');
  assert.equal(await moves(page), before, 'choosing a hex is not a move');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'hex');
  assert.match((await focused(page)).name, new RegExp('^' + coord), 'the focus stays on the chosen hex');

  // From the map, a few Tab stops reach the first option (not one per hex).
  let stops = 0;
  while ((await focused(page)).id !== 'action' && stops < 40) { await page.keyboard.press('Tab'); stops++; }
  assert.equal((await focused(page)).id, 'action');
  assert.ok(stops <= 12, `the first option is ${stops} Tab stops after the map`);

  // Arrow keys move the focused hex; the tab stop moves with it.
  await page.focus('[data-testid="hex"][tabindex="0"]');
  await page.keyboard.press('Home');
  const first = await page.locator('[data-testid="hex"]').first().getAttribute('aria-label');
  assert.equal((await focused(page)).name, first, 'Home goes to the first hex');
  const names = [(await focused(page)).name];
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    await page.keyboard.press(key);
    const now = await focused(page);
    assert.equal(now.id, 'hex', `${key} keeps the focus on the map`);
    assert.equal(now.tabindex, '0', `${key}: the focused hex holds the tab stop`);
    names.push(now.name);
  }
  assert.notEqual(names[1].match(/^[A-Z]+\d+/)[0], names[0].match(/^[A-Z]+\d+/)[0], 'ArrowRight moves to another hex');
  assert.notEqual(names[2].match(/^[A-Z]+\d+/)[0], names[1].match(/^[A-Z]+\d+/)[0], 'ArrowDown moves to another hex');
  assert.equal(names[4].match(/^[A-Z]+\d+/)[0], names[0].match(/^[A-Z]+\d+/)[0], 'right, down, left, up comes back');
  await page.keyboard.press('End');
  assert.equal(await page.locator('[data-testid="hex"][tabindex="0"]').count(), 1);
  // Back to the chosen hex's neighbourhood for a picture of the focus ring beside the selection.
  await page.focus(`[data-testid="hex"][data-hex="${coord}"]`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.ok(await page.evaluate(() => document.activeElement.matches(':focus-visible')), 'the focused hex shows its ring');
  console.log(`keyboard: ${stops} Tab stops from the map to the first option; focus on ${(await focused(page)).name}`);
  await shot(page, 'keyboard-map-focus');
  await page.focus('[data-testid="skip-link"]');
  await shot(page, 'keyboard-skip-link');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Escape takes back a delete that asks for confirmation', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page);
  await page.click('[data-testid="nav-home"]');
  await page.waitForSelector('[data-testid="delete"]');
  await page.focus('[data-testid="delete"]');
  await page.keyboard.press('Enter');
  assert.match(await page.getAttribute('[data-testid="delete"]', 'class'), /confirm/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await page.getAttribute('[data-testid="delete"]', 'class'), /confirm/);
  assert.equal(await page.locator('[data-testid="save-item"]').count(), 1, 'the game is kept');
  await context.close();
});
