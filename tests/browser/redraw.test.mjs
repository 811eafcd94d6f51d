// A move redraws what it changed, not the table: the record's earlier lines (a turn that ends
// included), the seats' panels,
// the information blocks and the map's hexes stay the same elements from move to move (what
// keeps a late six-player game quick to answer), a block the player folded stays folded, and
// what the move did still shows (a new record line, the hexes' names).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, openRecorded, resumeFixture, startGame, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

// Marks elements with a property a redraw would lose.
const mark = (page) => page.evaluate(() => {
  const lines = document.querySelectorAll('[data-testid="log-line"]');
  const marked = {
    first: lines[0],
    last: lines[lines.length - 1],
    panels: [...document.querySelectorAll('[data-testid="player-panel"]')],
    info: document.querySelector('[data-testid="info-panel"]'),
    hexes: [...document.querySelectorAll('[data-testid="hex"]')],
    phases: [...document.querySelectorAll('[data-testid="phase"]')],
  };
  window.marked = marked;
  return { lines: lines.length, panels: marked.panels.length, hexes: marked.hexes.length, phases: marked.phases.length };
});

// Plays `n` moves through the offered actions, taking the device at each hand-over.
async function play(page, n) {
  for (let i = 0; i < n; i++) {
    const before = await page.locator('[data-testid="log-line"]').count();
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction((b) => document.querySelectorAll('[data-testid="log-line"]').length > b
      || document.querySelector('[data-testid="hand-over-ready"]'), before);
    if (await page.locator('[data-testid="hand-over-ready"]').count()) await page.click('[data-testid="hand-over-ready"]');
    await page.waitForSelector('[data-testid="action"]');
  }
}

test('a move keeps the record, panels, blocks and hexes as drawn and adds its own line', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-5p-seed9-in-play.json');
  if (await page.locator('[data-testid="hand-over-ready"]').count()) await page.click('[data-testid="hand-over-ready"]');
  await page.waitForSelector('[data-testid="action"]');
  // The player folds the first block (the goods display): it starts open.
  const info = page.locator('[data-testid="info-panel"]').first();
  assert.equal(await info.getAttribute('open'), '');
  await info.locator('summary').click();
  assert.equal(await info.getAttribute('open'), null);
  const at = await mark(page);
  assert.ok(at.lines > 10 && at.panels === 5 && at.hexes > 50 && at.phases > 3, JSON.stringify(at));

  await play(page, 3);

  const kept = await page.evaluate(() => {
    const m = window.marked;
    const now = [...document.querySelectorAll('[data-testid="player-panel"]')];
    return {
      first: m.first.isConnected,
      last: m.last.isConnected,
      panels: m.panels.every((p, i) => p.isConnected && now[i] === p),
      info: m.info.isConnected,
      open: m.info.open,
      hexes: m.hexes.every((h) => h.isConnected),
      phases: m.phases.every((p) => p.isConnected),
      current: document.querySelectorAll('[data-testid="phase"][aria-current="step"]').length,
      // The record follows its newest line.
      bottom: (() => { const r = document.querySelector('.record-lines'); return r.scrollHeight - r.clientHeight - r.scrollTop; })(),
      scrolls: (() => { const r = document.querySelector('.record-lines'); return r.scrollHeight > r.clientHeight + 100; })(),
      lines: document.querySelectorAll('[data-testid="log-line"]').length,
      active: now.filter((p) => p.classList.contains('active')).length,
    };
  });
  assert.ok(kept.first, 'the record\'s first line is the same element');
  assert.ok(kept.last, 'the line before the moves is the same element');
  assert.ok(kept.lines > at.lines, `the moves wrote their lines (${at.lines} then ${kept.lines})`);
  assert.ok(kept.panels, 'the seats\' panels are the same elements, in the same order');
  assert.equal(kept.active, 1, 'one seat marked active');
  assert.ok(kept.info && !kept.open, 'the folded block is the same element and still folded');
  assert.ok(kept.hexes, 'the hexes are the same elements');
  assert.ok(kept.phases, 'the phase tracker\'s phases are the same elements');
  assert.equal(kept.current, 1, 'one phase marked current');
  assert.ok(kept.scrolls, 'the record is longer than its box');
  assert.ok(kept.bottom <= 2, `the record shows its newest line (${kept.bottom}px below)`);
  // The hexes still answer for what is on them: names are rewritten in place.
  const names = await page.locator('[data-testid="hex"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(names.every((n) => n && n.length > 1), 'every hex keeps a name');
  await context.close();
});

test('a turn that ends keeps its heading and lines as drawn', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3, bots: [0, 1, 2] });
  await page.waitForSelector('[data-testid="log-line"]', { timeout: 60000 });
  const marked = await page.evaluate(() => {
    const turn = document.querySelector('[data-testid="record-turn"]');
    window.firstTurn = { turn, heading: turn.querySelector('[data-testid="record-heading"]'),
      lines: [...turn.querySelectorAll('[data-testid="log-line"]')] };
    return window.firstTurn.lines.length;
  });
  assert.ok(marked > 0);
  // The computer seats play on until the second turn has begun.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="record-turn"]').length >= 2, null, { timeout: 120000 });
  const kept = await page.evaluate(() => {
    const m = window.firstTurn;
    const first = document.querySelector('[data-testid="record-turn"]');
    return { turn: first === m.turn, heading: m.heading.isConnected, lines: m.lines.every((l) => l.isConnected),
      count: first.querySelectorAll('[data-testid="log-line"]').length };
  });
  assert.ok(kept.turn && kept.heading, 'the ended turn and its heading are the same elements');
  assert.ok(kept.lines, 'the ended turn\'s lines are the same elements');
  assert.ok(kept.count >= marked, `the ended turn has all its lines (${marked} then ${kept.count})`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a button the next decision offers again stays as drawn, and plays for that decision', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  await startGame(page, { game: 'age-of-steam', players: 3 });
  const decision = () => page.getAttribute('[data-testid="generic-actions"]', 'data-decision');
  // Clicks the button showing `label` and waits for the next decision.
  const pick = async (label) => {
    const was = await decision();
    await page.locator('[data-testid="action"]', { hasText: label }).first().click();
    await page.waitForFunction((d) => document.querySelector('[data-testid="generic-actions"]')?.dataset.decision !== d, was);
  };
  // Every seat issues no shares, then drops out of the auction in turn.
  await page.waitForSelector('[data-testid="action"]');
  for (let i = 0; i < 3; i++) await pick('Issue no shares');
  await pick('Drop out');
  await pick('Drop out');
  await page.waitForSelector('[data-testid="action"]:has-text("First Build")');
  const offered = await page.evaluate(() => {
    window.buttons = Object.fromEntries([...document.querySelectorAll('[data-testid="action"]')].map((b) => [b.textContent, b]));
    window.rewrites = 0;
    new MutationObserver((recs) => {
      for (const r of recs) if (Object.values(window.buttons).some((b) => b.contains(r.target) && r.target !== b.parentNode)) window.rewrites++;
    }).observe(document.body, { subtree: true, attributes: true, characterData: true, childList: true });
    return Object.keys(window.buttons);
  });
  assert.ok(offered.length >= 5 && offered.includes('First Move'), JSON.stringify(offered));
  const lines = await page.locator('[data-testid="log-line"]').count();

  // The next seat is offered the same actions but the one taken.
  await pick('First Move');
  const after = await page.evaluate(() => {
    const now = [...document.querySelectorAll('[data-testid="action"]')];
    return { now: now.map((b) => b.textContent), same: now.every((b) => window.buttons[b.textContent] === b), rewrites: window.rewrites };
  });
  assert.deepEqual(after.now, offered.filter((l) => l !== 'First Move'));
  assert.ok(after.same, 'each action offered again is the same button');
  assert.equal(after.rewrites, 0, 'and none of them was rewritten');
  assert.ok(await page.locator('[data-testid="log-line"]').count() > lines, 'the move wrote its line');

  // A button kept from the decision before plays for the decision on screen.
  const count = await page.locator('[data-testid="log-line"]').count();
  await pick('First Build');
  assert.ok(await page.locator('[data-testid="log-line"]').count() > count, 'the kept button played');
  assert.ok(!(await page.locator('[data-testid="action"]').allTextContents()).includes('First Build'), 'and its action is taken');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a reopened game paints its map and decision first, then its panels and record', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  // What each frame shows, from the first one with the map's hexes.
  await context.addInitScript(() => {
    window.seen = [];
    const look = () => {
      const table = document.querySelector('[data-testid="table"]');
      if (table && document.querySelector('[data-testid="hex"]')) {
        window.seen.push({ busy: table.getAttribute('aria-busy'),
          lines: document.querySelectorAll('[data-testid="log-line"]').length,
          panels: document.querySelectorAll('[data-testid="player-panel"]').length,
          actions: document.querySelectorAll('[data-testid="action"]').length > 0 });
      }
      if (window.seen.length < 30) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-5p-seed9-in-play.json');
  await page.waitForFunction(() => window.seen.length >= 30);
  const frames = await page.evaluate(() => window.seen);
  assert.deepEqual(frames[0], { busy: 'true', lines: 0, panels: 0, actions: true }, 'the first frame with the map');
  const done = frames.find((f) => f.busy === null);
  assert.ok(done && done.lines > 10 && done.panels === 5, JSON.stringify(frames.slice(0, 4)));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a town become a city rewrites that hex on the terrain and token layers, not the board', async () => {
  const { context, page } = await newPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await openHome(page, env.url);
  // 88 actions into a recorded six-player game, the seat to move may turn a town into a new city
  // (the first offered: La Crosse, E4, as city A).
  await openRecorded(page, env.url, 'age-of-steam-6p-seed1.json', 88, 'city');
  // The two layers' groups, and the hexes' names (worked out again only for changed hexes).
  const layers = () => page.evaluate(() => ['.layer-terrain', '.layer-tokens'].map((s) => {
    const g = document.querySelector(s);
    return { groups: g.children.length, markup: [...g.children].map((c) => c.innerHTML) };
  }).concat({ names: [...document.querySelectorAll('[data-testid="hex"]')].map((h) => h.getAttribute('aria-label')) }));
  const before = await layers();
  await page.evaluate(() => {
    window.groups = ['.layer-terrain', '.layer-tokens'].map((s) => [...document.querySelector(s).children]);
    window.rewritten = [0, 0];
    ['.layer-terrain', '.layer-tokens'].forEach((s, i) => new MutationObserver((m) => {
      window.rewritten[i] += m.filter((r) => r.target === document.querySelector(s)).length;
    }).observe(document.querySelector(s), { childList: true, subtree: true }));
  });
  const button = page.locator('[data-testid="action"][data-action*="Urbanize"]').first();
  assert.equal(await button.count(), 1, 'an urbanization is offered');
  const cities = await page.locator('.layer-terrain .hex-city').count();
  await button.click();
  await page.waitForFunction((n) => document.querySelectorAll('.layer-terrain .hex-city').length === n + 1, cities);
  const after = await layers();
  const kept = await page.evaluate(() => ['.layer-terrain', '.layer-tokens'].map((s, i) =>
    [...document.querySelector(s).children].every((c, k) => c === window.groups[i][k])));
  assert.deepEqual(kept, [true, true], 'every hex keeps its group');
  assert.deepEqual(await page.evaluate(() => window.rewritten), [0, 0], 'no layer is written whole');
  for (const [i, name] of ['terrain', 'tokens'].entries()) {
    assert.equal(after[i].groups, before[i].groups);
    const changed = after[i].markup.filter((m, k) => m !== before[i].markup[k]);
    assert.equal(changed.length, 1, `one hex changed on the ${name} layer`);
  }
  assert.match(after[1].markup.find((m, k) => m !== before[1].markup[k]), /city-token/, 'the town is drawn as a city');
  const renamed = after[2].names.filter((n, k) => n !== before[2].names[k]);
  assert.ok(renamed.length >= 1 && renamed.some((n) => /^E4, La Crosse \(A\), red city$/.test(n)), `the hex is named for its city: ${renamed}`);
  // What the hex became is what a reload draws.
  await page.reload();
  await tableDrawn(page);
  assert.deepEqual(await layers(), after);
  assert.deepEqual(page.errors, []);
  await context.close();
});
