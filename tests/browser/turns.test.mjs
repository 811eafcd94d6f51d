// Whose turn the page acts for: computer seats, the hot-seat hand-over screen, double clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, startGame, storedSaves, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

/** Number of moves in the stored game (the app saves after every move). */
const moves = async (page) => JSON.parse((await storedSaves(page))[0][1]).actions.length;
const actions = (page) => page.locator('[data-testid="action"]');

/** What the page shows of a seat's options, read at one moment (a computer's turn can end
 * between two separate reads): the thinking line, the buttons, the highlighted hexes, the
 * action area's text. */
const optionsShown = (page) => page.evaluate(() => ({
  thinking: document.querySelector('[data-testid="bot-thinking"]')?.textContent ?? null,
  buttons: document.querySelectorAll('[data-testid="action"]').length,
  actionable: document.querySelectorAll('[data-testid="hex"].actionable').length,
  area: document.querySelector('[data-testid="action-area"]')?.textContent ?? '',
}));

/** Nothing of a seat's options is on the page: no buttons, no highlighted hexes, no labels. */
function assertNoOptions(shown, why) {
  assert.equal(shown.buttons, 0, `${why}: no action buttons`);
  assert.equal(shown.actionable, 0, `${why}: no highlighted hexes`);
  assert.doesNotMatch(shown.area, /Fulfil contract|Take \$3|Build track|Draw 2 contracts/, `${why}: no option labels`);
}

test('a double click plays one move, never the next decision\'s option', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { players: 3 });
  await actions(page).filter({ hasText: 'Issue no shares' }).first().dblclick();
  await page.waitForTimeout(300);
  assert.equal(await moves(page), 1, 'the second click of a double click plays nothing');
  // The next two players issue no shares, one click each.
  for (let n = 2; n <= 3; n++) {
    await actions(page).filter({ hasText: 'Issue no shares' }).first().click();
    await page.waitForFunction((n) => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(k)).actions.length === n;
    }, n);
  }
  // The auction: a double click on the stepper's "Bid $1" must not also bid $2 for the next player.
  const bid = page.locator('[data-testid="stepper-confirm"]', { hasText: /Bid \$1$/ }).first();
  await bid.dblclick();
  await page.waitForTimeout(300);
  assert.equal(await moves(page), 4, 'one bid, not two');
  const log = (await page.locator('[data-testid="log-line"]').allTextContents()).join('\n');
  assert.doesNotMatch(log, /\$2/, 'nobody bid $2');
  // Every button carries its decision: the panel is tagged, and single clicks still play.
  assert.ok(await page.getAttribute('[data-testid="generic-actions"]', 'data-decision'));
  await actions(page).first().click();
  await page.waitForTimeout(200);
  assert.equal(await moves(page), 5);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a computer seat\'s turn shows who is thinking, never its options, and takes no click', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 2, bots: [1] });
  let checkedPause = false;
  for (let i = 0; i < 40 && !checkedPause; i++) {
    const shown = await optionsShown(page);
    if (shown.thinking !== null) {
      assert.match(shown.thinking, /Player 2 is thinking/);
      assertNoOptions(shown, 'while the computer thinks');
      await page.waitForTimeout(150);
      continue;
    }
    const take = actions(page).filter({ hasText: 'Take $3' }).first();
    if (!(await take.count())) { await page.waitForTimeout(100); continue; }
    const last = /\(1 left/.test(await page.textContent('[data-testid="prompt"]'));
    const box = await take.boundingBox();
    const before = await moves(page);
    await take.click();
    if (!last) { await page.waitForTimeout(100); continue; }
    // The computer's turn starts: a person clicking again where the button was plays nothing.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(100);
    assert.equal(await moves(page), before + 1, 'a click during the computer\'s pause plays nothing');
    const pause = await optionsShown(page);
    assert.notEqual(pause.thinking, null, 'the computer is thinking');
    assert.match(pause.thinking, /Player 2 is thinking/);
    assertNoOptions(pause, 'during the computer\'s pause');
    assert.doesNotMatch(await page.content(), /Fulfil contract/, 'the computer\'s contracts are not in the page');
    await shot(page, 'computer-thinking');
    checkedPause = true;
  }
  assert.ok(checkedPause, 'the turn passed to the computer');
  // The computer then plays by itself and hands the turn back.
  await page.waitForFunction(() => !document.querySelector('[data-testid="bot-thinking"]'), null, { timeout: 10000 });
  assert.ok(await actions(page).count() > 0, 'the person has options again');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the hand-over screen has none of the next player\'s options or hand under it', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 2 });
  await page.waitForSelector('[data-testid="hand-over"]');
  assertNoOptions(await optionsShown(page), 'under the cover');
  assert.doesNotMatch(await page.content(), /Fulfil contract|→/, 'no option or hand of the hidden seat in the page');
  assert.doesNotMatch(await page.textContent('[data-testid="table"]'), /\b[SML]\d\d\b/, 'no contract number of the hidden hand');
  await page.click('[data-testid="hand-over-ready"]');
  assert.ok(await actions(page).count() > 0, 'the revealed player has options');
  assert.match(await page.textContent('[data-testid="players"]'), /\b[SML]\d\d\b/, 'and sees their hand');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the hand-over screen holds the focus and the covered table is inert', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'steam-power', players: 2 });
  await page.waitForSelector('[data-testid="hand-over"]');
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return {
      testid: a?.getAttribute('data-testid') ?? a?.tagName,
      covered: !!a?.closest('[data-testid="table-body"]'),
    };
  });
  assert.equal((await focused()).testid, 'hand-over-ready', 'the cover takes the focus');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const f = await focused();
    assert.ok(!f.covered, `Tab ${i + 1} stays out of the covered table`);
    assert.equal(f.testid, 'hand-over-ready', `Tab ${i + 1} stays on the hand-over screen`);
  }
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused()).testid, 'hand-over-ready');
  assert.notEqual(await page.getAttribute('[data-testid="table-body"]', 'inert'), null, 'the covered table is inert');
  // Keyboard only: Tab then Enter reveals the hand and plays nothing.
  const url = page.url();
  for (let k = 1; k <= 3; k++) {
    if (page.url() !== url) await page.goto(url);
    await page.reload();
    await page.waitForSelector('[data-testid="hand-over"]');
    for (let i = 0; i < k; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    assert.equal(await moves(page), 0, `Tab ×${k} then Enter plays no move`);
  }
  // Clicks on the covered table land on nothing.
  await page.reload();
  await page.waitForSelector('[data-testid="hand-over"]');
  await page.mouse.click(200, 400);
  await page.mouse.click(900, 500);
  await page.waitForTimeout(100);
  assert.equal(await moves(page), 0);
  await shot(page, 'hand-over-cover');
  // The reveal gives the table back.
  await page.click('[data-testid="hand-over-ready"]');
  assert.equal(await page.getAttribute('[data-testid="table-body"]', 'inert'), null);
  assert.ok(await actions(page).count() > 0, 'the revealed player has options');
  await actions(page).filter({ hasText: 'Take $3' }).first().click();
  await page.waitForTimeout(150);
  assert.equal(await moves(page), 1);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('computer seats\' moves leave the record and the player panels as a reload draws them', async () => {
  // A computer's move is drawn in four steps (the decision, the map, the record, then the panels
  // and blocks, each after a frame): a step lost, repeated or applied out of order would show here.
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { players: 3, bots: [1, 2] });
  const personToMove = () => page.waitForFunction(() => !document.querySelector('[data-testid="bot-thinking"]')
    && document.querySelector('[data-testid="action"]'), null, { timeout: 20000 });
  // The person takes the first option offered until the computer seats have played a few
  // moves of their own.
  for (let i = 0; i < 12 && (await moves(page)) < 16; i++) {
    await personToMove();
    const before = await moves(page);
    await actions(page).first().click();
    await page.waitForFunction((n) => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(k)).actions.length > n;
    }, before);
  }
  await personToMove();
  const read = () => page.evaluate(() => ({
    record: [...document.querySelectorAll('[data-testid="log-line"]')].map((l) => l.textContent),
    panels: [...document.querySelectorAll('[data-testid="player-panel"]')].map((p) => p.textContent),
    blocks: [...document.querySelectorAll('[data-testid="info-panel"]')].map((p) => p.textContent),
    // The map's drawing without the empty comments the framework leaves as place markers:
    // a layer drawn before or after its element is placed carries one more or one fewer.
    map: ['.layer-track', '.layer-goods', '.layer-tokens', '.layer-terrain']
      .map((l) => document.querySelector(`[data-testid="hexmap-wrap"] ${l}`).innerHTML.replaceAll('<!---->', '')),
  }));
  // The computer's last move may still be drawing its later steps: read once two readings
  // 250 ms apart agree (a busy machine draws them late), then compare with a reload.
  let played = await read();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const again = await read();
    if (JSON.stringify(again) === JSON.stringify(played)) break;
    played = again;
  }
  assert.ok(played.record.length >= 16, `the moves wrote their lines (${played.record.length})`);
  assert.ok(played.record.some((l) => /Player 2/.test(l)) && played.record.some((l) => /Player 3/.test(l)), 'both computer seats played');
  await page.reload();
  await tableDrawn(page);
  assert.deepEqual(await read(), played);
  assert.deepEqual(page.errors, []);
  await context.close();
});
