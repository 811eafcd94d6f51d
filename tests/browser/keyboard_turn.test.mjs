// A whole turn of Age of Steam played with the keyboard alone: issue shares, bid and drop out of
// the auction, take a special action, build track on a hex chosen on the map, pass the goods
// moves, and on through the computer seats to the next turn's first decision. Every step is a
// key press; the page is only read, never clicked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, withApp } from './helpers.mjs';

const env = withApp(before, after);

const saveOf = (page) => page.evaluate(() => {
  const k = Object.keys(localStorage).find((x) => x.startsWith('railyard.save.'));
  return JSON.parse(localStorage.getItem(k));
});
const moves = async (page) => (await saveOf(page)).actions.length;
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return {
    id: a?.getAttribute('data-testid') ?? null,
    text: (a?.textContent ?? '').trim(),
    name: a?.getAttribute('aria-label') ?? null,
    inActions: !!a?.closest('[data-testid="action-area"]'),
  };
});
const labels = (page) => page.$$eval('[data-testid="action"]', (els) => els.map((e) => e.textContent.trim()));
const prompt = async (page) => (await page.textContent('[data-testid="prompt"]')).trim();

/** Puts the focus in the decision area: where it is after a move, else by the skip link. */
async function toDecision(page) {
  if ((await focused(page)).inActions) return;
  for (let t = 0; t < 60 && (await focused(page)).id !== 'skip-link'; t++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'skip-link', 'Tab reaches the skip link');
  await page.keyboard.press('Enter');
  assert.ok((await focused(page)).inActions, 'the skip link leads to the decision');
}

/** Tabs to the option labelled `label` and presses Enter; waits for the move to be recorded. */
async function press(page, label) {
  await toDecision(page);
  for (let t = 0; t < 80; t++) {
    const f = await focused(page);
    if (f.id === 'action' && f.text === label) break;
    await page.keyboard.press('Tab');
  }
  const f = await focused(page);
  assert.equal(f.id === 'action' && f.text, label, `Tab reaches "${label}"`);
  const before = await moves(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((x) => x.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length > n;
  }, before, { timeout: 20000 });
}

/** The first option matching one of `patterns` (in their order), else the first option. */
async function pick(page, patterns) {
  const all = await labels(page);
  for (const p of patterns) {
    const hit = all.find((l) => p.test(l));
    if (hit) return hit;
  }
  return all[0];
}

/** Builds one tile: Shift+Tab back to the map's tab stop, Enter on it, Tab to a tile for it,
 * Enter to pick it, Tab to Confirm and Enter. */
async function buildOnMap(page) {
  await toDecision(page);
  for (let t = 0; t < 20 && (await focused(page)).id !== 'hex'; t++) await page.keyboard.press('Shift+Tab');
  const hex = await focused(page);
  assert.equal(hex.id, 'hex', 'Shift+Tab from the decision reaches the map');
  const coord = hex.name.match(/^[A-Z]+\d+/)[0];
  await page.keyboard.press('Enter');
  await page.waitForSelector(`[data-testid="hex"][data-hex="${coord}"][aria-pressed="true"]`);
  await page.waitForSelector(`[data-testid="tile-picker"][data-hex="${coord}"]`);
  const tiles = await page.$$eval('[data-testid="tile-card"]', (els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(tiles.length > 0, `the tiles for ${coord} are offered`);
  // From the map, Tab goes on to the tiles for the chosen hex.
  for (let t = 0; t < 40 && (await focused(page)).id !== 'tile-card'; t++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'tile-card', 'Tab from the map reaches the first tile');
  const before = await moves(page);
  // Enter picks the tile (drawn on the map); only Confirm builds it.
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="tile-card"][aria-pressed="true"]');
  assert.equal(await moves(page), before, 'picking a tile builds nothing');
  const tile = await page.getAttribute('[data-testid="tile-card"][aria-pressed="true"]', 'aria-label');
  for (let t = 0; t < 20 && (await focused(page)).id !== 'picker-confirm'; t++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'picker-confirm', 'Tab reaches Confirm');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((x) => x.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length > n;
  }, before, { timeout: 20000 });
  return { coord, tile };
}

test('a whole turn of Age of Steam from the keyboard, through to the next turn', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  // Setting up is not part of the turn: the home screen is clicked through.
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.click('[data-testid="players-3"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.check('[data-testid="seat-bot-2"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
  await page.evaluate(() => document.activeElement?.blur());

  const seen = [];
  let bids = 0;
  let built = null;
  for (let step = 0; step < 40; step++) {
    await page.waitForSelector('[data-testid="action"]', { timeout: 30000 });
    const turn = (await page.textContent('[data-testid="phase-turn"]')).trim();
    const p = await prompt(page);
    if (/Turn 2/.test(turn)) {
      assert.match(p, /issue shares/i, 'the next turn opens with my shares');
      break;
    }
    let label;
    if (/issue shares/i.test(p)) {
      seen.push('shares');
      label = await pick(page, [/^Issue 2 shares/]);
    } else if (/bid more than/i.test(p)) {
      seen.push('auction');
      label = bids++ === 0 ? await pick(page, [/^Bid /]) : await pick(page, [/^Drop out/, /^Pass/]);
    } else if (/special action/i.test(p)) {
      seen.push('action');
      label = await pick(page, [/^Locomotive$/, /^Engineer$/, /^First Build$/, /^First Move$/, /^Turn Order$/]);
    } else if (/build track/i.test(p)) {
      seen.push('build');
      if (!built && await page.locator('[data-testid="hex"].actionable').count() > 0) {
        built = await buildOnMap(page);
        continue;
      }
      label = await pick(page, [/^End building$/]);
    } else if (/move goods/i.test(p)) {
      seen.push('move');
      label = await pick(page, [/^Pass$/]);
    } else {
      seen.push(p);
      label = await pick(page, []);
    }
    await press(page, label);
  }
  const phases = [...new Set(seen)];
  console.log(`keyboard turn: ${seen.length} decisions (${phases.join(', ')}); built ${built?.tile}`);
  for (const phase of ['shares', 'auction', 'action', 'build', 'move']) {
    assert.ok(phases.includes(phase), `the turn went through ${phase}: ${phases.join(', ')}`);
  }
  assert.ok(built, 'a tile was built');
  assert.match((await page.textContent('[data-testid="phase-turn"]')).trim(), /Turn 2/);
  const log = (await page.$$eval('[data-testid="log-line"]', (els) => els.map((e) => e.textContent))).join('\n');
  assert.match(log, new RegExp(`builds .* at ${built.coord}`), 'the build is in the record');
  assert.match(log, /Player 2/, 'the computer seats played their turn');
  await shot(page, 'keyboard-turn-2');
  assert.deepEqual(page.errors, []);
  await context.close();
});
