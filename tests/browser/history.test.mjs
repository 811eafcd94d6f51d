// The game record and history stepping: headings per turn and phase, the game's own lines
// unattributed, stepping back to an earlier move (read only) and returning; the summary of what
// happened since a person's last move when people share the device.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

// Track on the board, not the preview of an option under the pointer.
const tracks = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid="hexmap"] g.track')]
  .filter((g) => !g.closest('[data-testid="map-preview"]')).length);
const banner = (page) => page.locator('[data-testid="history-banner"]');
const title = (page) => page.textContent('[data-testid="history-title"]');

for (const [label, options] of [
  ['1280x800', { viewport: { width: 1280, height: 800 } }],
  ['1024x768-touch', { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }],
  ['768x1024-touch', { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true }],
  ['844x390-touch', { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true }],
]) {
  test(`the record steps back to an earlier table and returns (${label})`, async () => {
    const { context, page } = await newPage(env.browser, options);
    const press = (sel) => (options.hasTouch ? page.tap(sel) : page.click(sel));
    await openHome(page, env.url);
    await resumeFixture(page, 'age-of-steam-5p-seed9-in-play.json');
    await page.waitForSelector('[data-testid="log-line"]');
    // Headings per turn and phase; the game's own lines (income, growth) carry its mark.
    assert.ok(await page.locator('[data-testid="record-heading"]').count() > 1, 'several turns');
    assert.ok(await page.locator('[data-testid="record-phase"]').count() > 3, 'phases');
    const headings = await page.locator('[data-testid="record-heading"]').allTextContents();
    assert.match(headings.join('|'), /Turn 1 of/);
    const own = page.locator('[data-testid="log-line"].automatic');
    assert.ok(await own.count() > 0, 'the game\'s own lines');
    assert.equal(await own.locator('.seat-token').count(), 0, 'no seat on the game\'s own lines');
    assert.match((await own.allTextContents()).join('\n'), /Income/);
    const box = await page.locator('.record-lines').boundingBox();
    assert.ok(box.height >= 150, `the record is tall enough to read (${box.height}px)`);
    const live = await tracks(page);
    assert.ok(live > 0, 'track on the live board');
    assert.ok(await page.locator('[data-testid="action"]').count() > 0, 'the live game has choices');
    await shot(page, `history-live-${label}`);
    await own.first().scrollIntoViewIfNeeded();
    await shot(page, `history-record-${label}`);

    // One step back from the live game.
    await press('[data-testid="history-start"]');
    await banner(page).waitFor();
    assert.match(await title(page), /Viewing move 159 of 160/);

    // A line early in the record: the table after that move, with less track.
    const early = page.locator('[data-testid="log-line"][data-step="25"] [data-testid="log-jump"]').first();
    await early.scrollIntoViewIfNeeded();
    await (options.hasTouch ? early.tap() : early.click());
    await page.waitForFunction(() => /move 25 of 160/.test(document.querySelector('[data-testid="history-title"]')?.textContent || ''));
    const past = await tracks(page);
    assert.ok(past < live, `fewer track tiles then (${past} < ${live})`);
    assert.equal(await page.locator('[data-testid="action"]').count(), 0, 'no action button while looking back');
    assert.ok(await page.locator('[data-testid="undo"]').isDisabled(), 'no undo while looking back');
    assert.ok(!(await page.locator('[data-testid="action-area"]').isVisible()), 'the decision area gives way to the banner');
    assert.equal(await page.locator('[data-testid="log-line"].viewing').count() > 0, true, 'the move on screen is marked in the record');
    await shot(page, `history-past-${label}`);

    // Step with the buttons and the arrow keys.
    await press('[data-testid="history-next"]');
    await page.waitForFunction(() => /move 26 of/.test(document.querySelector('[data-testid="history-title"]').textContent));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /move 25 of/.test(document.querySelector('[data-testid="history-title"]').textContent));
    await press('[data-testid="history-prev"]');
    await page.waitForFunction(() => /move 24 of/.test(document.querySelector('[data-testid="history-title"]').textContent));
    assert.equal(await page.locator('[data-testid="action"]').count(), 0);

    // Back to the game: the live board and its choices again, nothing changed.
    await press('[data-testid="history-leave"]');
    await banner(page).waitFor({ state: 'detached' });
    assert.equal(await tracks(page), live);
    assert.ok(await page.locator('[data-testid="action"]').count() > 0);
    const saved = await page.evaluate(() => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      return JSON.parse(localStorage.getItem(k)).actions.length;
    });
    assert.equal(saved, 160, 'looking back changed nothing');
    await shot(page, `history-back-${label}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('a returning player sees what happened since their last move', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  await openHome(page, env.url);
  await startGame(page, { players: 3 });
  const noShares = page.locator('[data-testid="action"]').filter({ hasText: 'Issue no shares' }).first();
  await noShares.click();
  // The next person has not acted yet: no summary for them.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="log-line"]').length === 1);
  assert.equal(await page.locator('[data-testid="since-last-turn"]').count(), 0);
  for (let n = 2; n <= 3; n++) {
    await noShares.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log-line"]').length >= n, n);
  }
  // The first in turn order bids first in the auction: what the two others did since is listed.
  const since = page.locator('[data-testid="since-last-turn"]');
  await since.waitFor();
  const text = await since.textContent();
  const who = text.match(/Since your last turn, (Player \d)/)[1];
  const lines = await since.locator('[data-testid="since-line"]').allTextContents();
  assert.equal(lines.length, 2, 'the two other players\' moves');
  for (const l of lines) assert.doesNotMatch(l, new RegExp(who), 'none of the returning player\'s own lines');
  assert.equal(await since.locator('[data-testid="since-line"]').count(), 2);
  await shot(page, 'history-since-last-turn');
  await page.tap('[data-testid="since-dismiss"]');
  await since.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('computer seats are marked in the record', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3, bots: [1, 2] });
  // Whoever moves first, the person answers once and the computers' lines carry their mark.
  const mark = page.locator('[data-testid="game-log"] [data-testid="computer-mark"]').first();
  const mine = page.locator('[data-testid="action"]').first();
  await Promise.race([mark.waitFor().catch(() => {}), mine.waitFor().catch(() => {})]);
  if (await mark.count() === 0) await mine.click();
  await mark.waitFor();
  assert.ok(await page.locator('[data-testid="game-log"] [data-testid="computer-mark"]').count() > 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Drawing only the turns in the record's view (`content-visibility: auto`) halved the paint of
// computer seats' moves, but Chromium then leaves the turns out of view out of the
// accessibility tree: this check keeps every turn there.
test('turns scrolled out of the record are read by assistive tools and reached by the keyboard', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-5p-seed9-in-play.json');
  await page.waitForSelector('[data-testid="log-line"]');
  // The record opens on its latest turn; the first turn is out of its view.
  const firstJump = '[data-testid="record-turn"] [data-testid="log-jump"]';
  const inView = () => page.evaluate((sel) => {
    const line = document.querySelector(sel).getBoundingClientRect();
    const box = document.querySelector('.record-lines').getBoundingClientRect();
    return line.top >= box.top - 1 && line.bottom <= box.bottom + 1;
  }, firstJump);
  assert.equal(await inView(), false, 'the first turn is scrolled out of the record\'s view');
  // Its heading and first line are in the page's accessibility tree all the same.
  const heading = (await page.locator('[data-testid="record-heading"]').first().textContent()).trim();
  const firstLine = (await page.locator('[data-testid="log-line"]').first().textContent()).trim();
  const cdp = await context.newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const names = nodes.filter((n) => !n.ignored).map((n) => String(n.name?.value ?? ''));
  assert.ok(names.some((n) => n.includes(heading)), `"${heading}" is read out`);
  // The line's text after its move number, which is a text of its own.
  const words = firstLine.replace(/^\d+\s*/, '').split(/\s+/).slice(0, 3).join(' ');
  assert.ok(names.some((n) => n.includes(words)), `the first line ("${words}") is read out`);
  // The keyboard reaches its lines: focused, the line is scrolled into the record's view.
  await page.evaluate((sel) => document.querySelector(sel).focus(), firstJump);
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), firstJump);
  assert.ok(await inView(), 'the focused line is scrolled into the record\'s view');
  assert.ok((await page.locator(firstJump).first().innerText()).trim().length > 0, 'its text is drawn');
  await shot(page, 'history-record-first-turn-focused');
  assert.deepEqual(page.errors, []);
  await context.close();
});
