// What the table teaches: help beside special actions and options (tooltip and ⓘ button, in
// the page's language), the rules reference (opens from home and table, holds and gives back
// the focus), the auction's status with a bid stepper that sends a legal bid, Steam Power's
// contracts as cards with resource chips, and the end screen listed by rank. Each runs at
// 1280×800 with a pointer and at 1024×768 on touch.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, startGame, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const VIEWS = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'touch', options: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true } },
];

const actions = (page) => page.locator('[data-testid="action"]');
const moves = (page) => page.evaluate(() => {
  const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
  return k ? JSON.parse(localStorage.getItem(k)).actions.length : 0;
});
const waitMoves = (page, n) => page.waitForFunction((n) => {
  const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
  return k && JSON.parse(localStorage.getItem(k)).actions.length >= n;
}, n);
const press = (page, view, locator) => (view.options.hasTouch ? locator.tap() : locator.click());
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

// The rules reference at every size the table supports.
const ALL_VIEWS = [
  ...VIEWS,
  { name: 'portrait', options: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true } },
  { name: 'phone', options: { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true } },
];

for (const view of ALL_VIEWS) {
  test(`${view.name}: the rules reference opens from home and the table, and gives the focus back`, async () => {
    const { context, page } = await newPage(env.browser, view.options);
    await openHome(page, env.url);
    const open = page.locator('[data-testid="rules-open"]');
    await press(page, view, open);
    await page.waitForSelector('[data-testid="rules-ref"]');
    assert.equal(await focused(page), 'rules-close', 'the dialog takes the focus');
    // The home screen fetches the games' words when the reference first opens.
    await page.waitForSelector('[data-testid="rules-section"]');
    const text = await page.textContent('[data-testid="rules-ref"]');
    assert.match(text, /Rules reference: Age of Steam · Rust Belt/);
    assert.match(text, /Build track/);
    assert.match(text, /Pittsburgh and Wheeling start with 3 cubes/);
    assert.ok(await page.locator('[data-testid="rules-section"] table').count() >= 3, 'price tables');
    // Tab stays inside: back from the first stop goes to the last.
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(page), 'rules-close-bottom');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'rules-close');
    await shot(page, `teach-rules-home-${view.name}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="rules-ref"]', { state: 'detached' });
    assert.equal(await focused(page), 'rules-open', 'the focus is back on the button');

    // Steam's reference follows the chosen rules and map.
    await page.click('[data-testid="game-steam"]');
    await page.click('[data-testid="option-rules-standard"]');
    await press(page, view, open);
    assert.match(await page.textContent('[data-testid="rules-ref"]'), /Standard game: buy capital/);
    await press(page, view, page.locator('[data-testid="rules-close-bottom"]'));
    await page.waitForSelector('[data-testid="rules-ref"]', { state: 'detached' });

    // At the table.
    await startGame(page, { game: 'age-of-steam', players: 3 });
    await press(page, view, page.locator('[data-testid="rules-open"]'));
    await page.waitForSelector('[data-testid="rules-ref"]');
    await page.selectOption('[data-testid="language-picker"]', 'pl').catch(() => {});
    await press(page, view, page.locator('[data-testid="rules-close"]'));
    await page.waitForSelector('[data-testid="rules-ref"]', { state: 'detached' });
    assert.equal(await focused(page), 'rules-open');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

for (const view of VIEWS) {
  test(`${view.name}: options and special actions say what they do, in two languages`, async () => {
    const { context, page } = await newPage(env.browser, view.options);
    await openHome(page, env.url);
    await page.click('[data-testid="game-steam"]');
    const rules = page.locator('[data-testid="option-rules"] [data-testid="help-button"]');
    assert.match(await rules.getAttribute('title'), /Base game/);
    await press(page, view, rules);
    const about = page.locator('[data-testid="option-rules"] [data-testid="help-text"]');
    assert.ok(await about.isVisible(), 'the ⓘ button opens the text');
    assert.match(await about.textContent(), /Standard game/);

    await page.click('[data-testid="game-age-of-steam"]');
    await startGame(page, { game: 'age-of-steam', players: 3 });
    for (let n = 1; n <= 3; n++) {
      await actions(page).filter({ hasText: 'Issue no shares' }).first().click();
      await waitMoves(page, n);
    }
    // The auction: its status, and a stepper that sends one of the engine's bids.
    const status = page.locator('[data-testid="auction-status"]');
    await status.waitFor();
    assert.match(await status.textContent(), /no bid yet/);
    assert.equal(await status.locator('[data-testid="auction-seat"]').count(), 3);
    assert.match(await page.textContent('[data-testid="auction-places"]'), /Place 3: pays nothing/);
    assert.equal(await actions(page).filter({ hasText: /^Bid / }).count(), 0, 'no row of bid buttons');
    assert.ok(await actions(page).filter({ hasText: 'Drop out' }).first().isVisible(), 'drop out stays in view');
    const stepper = page.locator('[data-testid="stepper"]');
    assert.equal(await stepper.locator('[data-testid="stepper-value"]').textContent(), '1');
    assert.ok(await stepper.locator('[data-testid="stepper-less"]').isDisabled(), 'nothing under the lowest bid');
    await press(page, view, stepper.locator('[data-testid="stepper-more"]'));
    await press(page, view, stepper.locator('[data-testid="stepper-more"]'));
    assert.equal(await stepper.locator('[data-testid="stepper-value"]').textContent(), '3');
    assert.match(await stepper.locator('[data-testid="stepper-confirm"]').textContent(), /Bid \$3/);
    await shot(page, `teach-auction-${view.name}`);
    await press(page, view, stepper.locator('[data-testid="stepper-confirm"]'));
    await waitMoves(page, 4);
    assert.match((await page.locator('[data-testid="log-line"]').allTextContents()).join('\n'), /bids \$3/);
    assert.match(await page.textContent('[data-testid="auction-high"]'), /\$3 · Player/);
    // The others drop out; then each chooses a special action, with its help beside it.
    for (let n = 5; n <= 6; n++) {
      await actions(page).filter({ hasText: 'Drop out' }).first().click();
      await waitMoves(page, n);
    }
    const firstMove = actions(page).filter({ hasText: 'First Move' }).first();
    await firstMove.waitFor();
    assert.match(await firstMove.getAttribute('title'), /Move goods first/);
    const described = await firstMove.getAttribute('aria-describedby');
    assert.match(await page.textContent(`#${described}`), /Move goods first/);
    const help = page.locator('.action-row', { has: firstMove }).locator('[data-testid="help-button"]');
    await press(page, view, help);
    assert.ok(await page.locator(`#${described}`).isVisible());
    // A help text is in front of whatever it overlaps, the blocks after the decision included
    // (each block is painted on its own: the decision's stays above the others).
    const covered = (text) => text.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3]]
        .filter(([x, y]) => y < innerHeight && x < innerWidth)
        .filter(([x, y]) => !el.contains(document.elementFromPoint(x, y)));
    });
    assert.deepEqual(await covered(page.locator(`#${described}`)), [], 'no part of the help text is covered');
    await press(page, view, page.locator('.action-row [data-testid="help-button"]').last());
    const last = page.locator('[data-testid="help-text"].open').last();
    await last.scrollIntoViewIfNeeded();
    assert.deepEqual(await covered(last), [], 'the last action\'s help text, over the blocks after the decision, is not covered');
    await shot(page, `teach-help-en-${view.name}`);
    await page.selectOption('[data-testid="language-picker"]', 'es');
    const primer = actions(page).filter({ hasText: 'Primer movimiento' }).first();
    assert.match(await primer.getAttribute('title'), /Mueves mercancías primero/);
    await shot(page, `teach-help-es-${view.name}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test(`${view.name}: Steam Power contracts are cards with resource chips`, async () => {
    const { context, page } = await newPage(env.browser, view.options);
    await openHome(page, env.url);
    await page.click('[data-testid="game-steam-power"]');
    await page.click('[data-testid="players-2"]');
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="hand-over"]');
    await tableDrawn(page);
    // Covered: no hand panel at all.
    assert.equal(await page.locator('[data-testid="info-panel"]', { hasText: 'Your contracts' }).count(), 0);
    await page.click('[data-testid="hand-over-ready"]');
    const hand = page.locator('[data-testid="info-panel"]', { hasText: 'Your contracts' });
    await hand.waitFor();
    await hand.evaluate((d) => { d.open = true; });
    const chips = hand.locator('.mark');
    assert.ok(await chips.count() >= 10, 'five contracts of two or more resources');
    assert.match(await chips.first().getAttribute('aria-label'), /resource/);
    await hand.scrollIntoViewIfNeeded();
    await shot(page, `teach-sp-contracts-${view.name}`);

    await context.close();
  });

  test(`${view.name}: the end screen lists the final scores by rank`, async () => {
    const { context, page } = await newPage(env.browser, view.options);
    await openHome(page, env.url);
    await resumeFixture(page, 'steam-power-2p-seed3.json');
    const rows = page.locator('[data-testid="final-row"]');
    await rows.first().waitFor();
    const ranks = (await rows.evaluateAll((r) => r.map((x) => Number(x.dataset.rank))));
    assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), 'listed by rank');
    assert.equal(ranks[0], 1);
    await page.locator('[data-testid="final-scores"]').scrollIntoViewIfNeeded();
    await shot(page, `teach-end-${view.name}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('the auction status stays in view while a computer seat bids', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3, bots: [1, 2] });
  let seen = false;
  for (let i = 0; i < 400 && !seen; i++) {
    const thinking = await page.locator('[data-testid="bot-thinking"]').count();
    if (thinking && await page.locator('[data-testid="auction-status"]').count()) {
      seen = await page.locator('[data-testid="auction-status"]').textContent({ timeout: 1000 }).catch(() => '');
      await shot(page, 'teach-auction-computer');
      break;
    }
    // The person issues no shares and drops out; the computers go on bidding.
    const act = page.locator('[data-testid="action"]').first();
    if (!thinking && await act.count()) await act.click().catch(() => {});
    await page.waitForTimeout(30);
  }
  assert.ok(seen, 'a computer bid with the auction status on screen');
  assert.match(seen, /Player 1/, 'the status names the seats');
  assert.deepEqual(page.errors, []);
  await context.close();
});
