// Engines in workers: each game's engine is its own module, fetched when a game of that kind
// opens; every game plays offline after one visit; a computer's move worked out for a decision
// the page has left (Undo, leaving the table) is never played; the page takes no action while a
// computer seat is to move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, startGame, withApp } from './helpers.mjs';

const env = withApp(before, after);

/** Number of moves in the stored game (the app saves after every move). */
const moves = (page) => page.evaluate(() => {
  const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
  return k ? JSON.parse(localStorage.getItem(k)).actions.length : -1;
});
/** Number of moves in the stored game of the table on screen. */
const movesHere = (page) => page.evaluate(() => {
  const id = location.hash.split('/').pop();
  return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length;
});
const engineRequests = (page) => page.requests.filter((u) => /engine-/.test(u)).map((u) => new URL(u).pathname.slice(1));

/** Starts a game with every seat played by the computer. */
async function allComputers(page, game, players) {
  await page.click(`[data-testid="game-${game}"]`);
  await page.click(`[data-testid="players-${players}"]`);
  for (let i = 0; i < players; i++) await page.check(`[data-testid="seat-bot-${i}"]`);
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="hex"]');
}

test('the home screen loads no engine, and each game loads only its own', async () => {
  const games = ['age-of-steam', 'steam-power', 'steam', 'russian-railroads'];
  for (const game of games) {
    const mine = `engine-${game}`;
    const others = games.filter((g) => g !== game).map((g) => `engine-${g}`);
    // No service worker here: it would fetch every file to keep them for offline play.
    const { context, page } = await newPage(env.browser, { serviceWorkers: 'block' });
    await openHome(page, env.url);
    assert.deepEqual(engineRequests(page), [], 'the home screen fetches no engine');
    await startGame(page, { game });
    await page.waitForSelector('[data-testid="hex"], [data-testid="rr-board"]');
    await page.waitForSelector('[data-testid="action"], [data-testid="hand-over"]');
    const got = engineRequests(page);
    assert.ok(got.includes(`${mine}_bg.wasm`), `${game} loads its engine module (${got})`);
    // 'engine-steam' is a prefix of 'engine-steam-power': compare whole module names.
    assert.ok(!got.some((u) => others.some((o) => u.startsWith(`${o}_`) || u.startsWith(`${o}.`))), `${game} loads no other engine (${got})`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('after one visit of the home screen every game opens and plays with the network cut', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 }).catch(async () => {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });
  await context.setOffline(true);
  for (const game of ['age-of-steam', 'steam-power', 'steam', 'russian-railroads']) {
    await page.goto(env.url);
    await page.waitForSelector('[data-testid="new-game"]');
    await startGame(page, { game });
    await page.waitForSelector('[data-testid="hex"], [data-testid="rr-board"]');
    await page.waitForSelector('[data-testid="action"], [data-testid="hand-over-ready"]');
    if (await page.locator('[data-testid="hand-over-ready"]').count()) await page.click('[data-testid="hand-over-ready"]');
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction(() => {
      const id = location.hash.split('/').pop();
      return JSON.parse(localStorage.getItem('railyard.save.' + id)).actions.length === 1;
    });
    assert.equal(await movesHere(page), 1, `${game} played a move offline`);
  }
  assert.deepEqual(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  await context.close();
});

test('Undo while a computer seat thinks takes the move back and the stale move is never played', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await allComputers(page, 'age-of-steam', 3);
  // A computer seat that is to move again after a decision of its own (building) can be undone.
  const before = await page.evaluate(() => new Promise((resolve) => {
    const look = () => {
      const undo = document.querySelector('[data-testid="undo"]');
      if (document.querySelector('[data-testid="bot-thinking"]') && undo && !undo.disabled) {
        // The autosave runs in the task after the drawing: a pending write is made now (as
        // when the page is hidden), so the stored moves are the ones on screen.
        window.dispatchEvent(new PageTransitionEvent('pagehide'));
        const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
        const n = JSON.parse(localStorage.getItem(k)).actions;
        undo.click();
        return resolve(n);
      }
      requestAnimationFrame(look);
    };
    look();
  }));
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length === n;
  }, before.length - 1, { timeout: 5000 });
  const undone = await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions;
  });
  assert.deepEqual(undone, before.slice(0, -1), 'exactly the last move was taken back');
  // The computer plays on from there, and the game stays whole: reloading replays it.
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length > n;
  }, undone.length, { timeout: 10000 });
  await page.reload();
  await page.waitForSelector('[data-testid="hex"]');
  assert.equal(await page.locator('[data-testid="open-error"]').count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('leaving the table while a computer seat thinks plays nothing more', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await allComputers(page, 'age-of-steam', 3);
  await page.waitForFunction(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
    return JSON.parse(localStorage.getItem(k)).actions.length >= 2 && document.querySelector('[data-testid="bot-thinking"]');
  });
  await page.click('[data-testid="back-home"]');
  await page.waitForSelector('[data-testid="new-game"]');
  const left = await moves(page);
  await page.waitForTimeout(1500);
  assert.equal(await moves(page), left, 'no move was played after the table closed');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('while a computer seat is to move the page plays nothing: clicks and keys on the map do not count', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.click('[data-testid="players-3"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.check('[data-testid="seat-bot-2"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="action"]');
  await page.locator('[data-testid="action"]').filter({ hasText: 'Issue no shares' }).first().click();
  await page.waitForSelector('[data-testid="bot-thinking"]');
  // Every frame painted while the computers play: the thinking line and the panels name the
  // same seat to move (the mark does not wait for the panels' figures, which a computer's move
  // draws a few frames later).
  await page.evaluate(() => {
    window.markedApart = [];
    const check = () => {
      const line = document.querySelector('[data-testid="bot-thinking"]');
      if (!line) return;
      const marked = [...document.querySelectorAll('[data-testid="player-panel"][aria-current] .player-name')].map((e) => e.textContent);
      if (!(marked.length === 1 && line.textContent.includes(marked[0]))) window.markedApart.push(`${line.textContent} / ${marked}`);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  let checked = 0;
  const named = new Set();
  while (await page.locator('[data-testid="bot-thinking"]').count()) {
    const who = await page.textContent('[data-testid="bot-thinking"]').catch(() => null);
    if (who) named.add(who);
    const n = await moves(page);
    // Clicks on every hex, and Enter on the map, while the computer thinks.
    await page.evaluate(() => document.querySelectorAll('[data-testid="hex"]').forEach((h) => h.dispatchEvent(new MouseEvent('click', { bubbles: true }))));
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-testid="action"]').count(), 0, 'no option is offered');
    await page.waitForFunction(([n, who]) => {
      const k = Object.keys(localStorage).find((k) => k.startsWith('railyard.save.'));
      const t = document.querySelector('[data-testid="bot-thinking"]');
      return JSON.parse(localStorage.getItem(k)).actions.length !== n || !t || t.textContent !== who;
    }, [n, who], { timeout: 10000 });
    assert.ok((await moves(page)) <= n + 1, 'one move at a time, the computer\'s');
    checked++;
  }
  assert.ok(checked >= 2, 'both computer seats moved');
  // The line stays in place from one computer seat to the next; only the name in it changes.
  assert.equal(named.size, 2, `each computer seat named while it thinks: ${[...named]}`);
  assert.deepEqual(await page.evaluate(() => window.markedApart), [], 'no frame marks another seat than the one thinking');
  assert.ok(await page.locator('[data-testid="action"]').count() > 0, 'the person has options again');
  assert.deepEqual(page.errors, []);
  await context.close();
});
