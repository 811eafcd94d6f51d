// Age of Steam's maps on the home screen: each playable map is offered with a summary of its
// special rules and a small picture of its board with its player counts, starts with computer
// seats and plays a few decisions through the page; maps whose special rules are still to come
// are not offered.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, resumeFixture, shot, withApp } from './helpers.mjs';

const env = withApp(before, after);

const MAPS = [
  { id: 'southern-us', summary: /cotton/i, players: 3 },
  { id: 'poland', summary: /Warsaw/, players: 3 },
  { id: 'germany', summary: /Düsseldorf–Essen/, players: 3 },
  { id: 'new-england', summary: /white/, players: 2 },
  { id: 'st-lucia', summary: /New City/, players: 2 },
  { id: 'pittsburgh', summary: /Commonwealth Grant/, players: 3, counts: 'Players: 3–4' },
  { id: 'heavy-cardboard', summary: /Heavy Lifting/, players: 4, counts: 'Players: 4–6' },
  { id: 'detroit', summary: /bankrupt/, players: 2, counts: 'Players: 1–5' },
  { id: 'barbados', summary: /buy back every share/, players: 1, counts: 'Players: 1' },
];

test('the map list offers only playable maps, each with its summary', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  const ids = await page.$$eval('[data-testid="map-select"] option', (o) => o.map((x) => x.value));
  assert.deepEqual(ids.slice(0, 3), ['rust-belt', 'southern-us', 'poland']);
  for (const { id } of MAPS) assert.ok(ids.includes(id), `${id} is offered`);
  await page.selectOption('[data-testid="map-select"]', 'rust-belt');
  assert.match(await page.textContent('[data-testid="map-summary"]'), /no special rules/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the player count offers two only for two-player maps, and one only for solo maps', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  const counts = async () => page.$$eval('[data-testid^="players-"]', (b) => b.map((x) => x.dataset.testid));
  for (const two of ['new-england', 'st-lucia']) {
    await page.selectOption('[data-testid="map-select"]', two);
    assert.deepEqual(await counts(), ['players-2'], two);
  }
  await page.selectOption('[data-testid="map-select"]', 'barbados');
  assert.deepEqual(await counts(), ['players-1'], 'barbados');
  await page.selectOption('[data-testid="map-select"]', 'germany');
  const germany = await counts();
  assert.ok(!germany.includes('players-1'), germany.join());
  assert.ok(!germany.includes('players-2') && germany.includes('players-3') && germany.includes('players-6'), germany.join());
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the chosen board is pictured with its player counts, and the picture follows the choice', async () => {
  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    const { context, page } = await newPage(env.browser, { viewport });
    await openHome(page, env.url);
    await page.click('[data-testid="game-age-of-steam"]');
    const seen = new Set();
    for (const id of ['rust-belt', ...MAPS.map((m) => m.id)]) {
      await page.selectOption('[data-testid="map-select"]', id);
      const preview = page.locator('[data-testid="map-preview"]');
      assert.ok(await preview.isVisible(), `${id}: the board is pictured`);
      const box = await preview.boundingBox();
      assert.ok(box.width > 100 && box.height > 80, `${id}: ${JSON.stringify(box)}`);
      assert.ok(await preview.locator('polygon').count() >= 50, `${id}: every hex drawn`);
      seen.add(await preview.getAttribute('data-preview'));
      const counts = MAPS.find((m) => m.id === id)?.counts;
      if (counts) assert.equal((await page.textContent('[data-testid="map-players"]')).trim(), counts);
      if (id === 'poland') {
        assert.ok(await preview.locator('.sym-swamp').count() > 0, 'swamps drawn as swamps');
        assert.ok(await preview.locator('.sym-dark-mountain').count() > 0, 'dark mountains drawn as their own');
      }
      await shot(page, `aos-map-preview-${id}-${viewport.width}`);
    }
    assert.equal(seen.size, MAPS.length + 1, 'each map its own picture');
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('the board picture and counts speak the chosen language', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.selectOption('[data-testid="language-picker"]', 'pl');
  await page.click('[data-testid="game-age-of-steam"]');
  await page.selectOption('[data-testid="map-select"]', 'pittsburgh');
  await page.waitForFunction(() => document.querySelector('[data-testid="map-players"]')?.textContent.trim() === 'Gracze: 3–4');
  assert.match(await page.textContent('[data-testid="map-summary"]'), /Dotacja Wspólnoty/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const { id, summary, players } of MAPS) {
  test(`${id} starts with computer seats and plays through the page`, async () => {
    const { context, page } = await newPage(env.browser);
    await openHome(page, env.url);
    await page.click('[data-testid="game-age-of-steam"]');
    await page.selectOption('[data-testid="map-select"]', id);
    assert.match(await page.textContent('[data-testid="map-summary"]'), summary);
    await page.click(`[data-testid="players-${players}"]`);
    for (let s = 1; s < players; s++) await page.check(`[data-testid="seat-bot-${s}"]`);
    await page.click('[data-testid="start-game"]');
    await page.waitForSelector('[data-testid="hex"]');
    const stored = () => page.evaluate(() => {
      const key = location.hash.split('/').pop();
      return JSON.parse(localStorage.getItem('railyard.save.' + key));
    });
    assert.equal((await stored()).map, id);
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
      const moves = (await stored()).actions.length;
      await page.locator('[data-testid="action"]').first().click();
      await page.waitForFunction((n) => {
        const key = location.hash.split('/').pop();
        return JSON.parse(localStorage.getItem('railyard.save.' + key)).actions.length > n;
      }, moves);
    }
    await shot(page, `aos-map-${id}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('a finished New England game shows its cash points, and the saves list says who won', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-new-england-2p-seed4.json');
  await page.waitForSelector('[data-testid="final-scores"]');
  const scores = await page.textContent('[data-testid="final-scores"]');
  for (const text of ['189', '126', 'Cash (1 per $20)']) assert.ok(scores.includes(text), `${text} shown`);
  await shot(page, 'aos-new-england-end');
  await page.locator('[data-testid="back-home"]').first().click();
  await page.waitForSelector('[data-testid="save-result"]');
  assert.match(await page.textContent('[data-testid="save-result"]'), /Player 1 won: Player 1 189 · Player 2 126/);
  await shot(page, 'aos-new-england-saves');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a finished Detroit game ranks the last railroad standing first, and the saves list says who won', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-detroit-3p-seed4.json');
  await page.waitForSelector('[data-testid="final-scores"]');
  const first = page.locator('[data-testid="final-row"]').first();
  assert.equal(await first.getAttribute('data-rank'), '1');
  assert.match(await first.textContent(), /Player 3.*Turns survived: 6/s);
  assert.match(await page.textContent('[data-testid="final-scores"]'), /Income \(at bankruptcy, if bankrupt\): -\d+/);
  await shot(page, 'aos-detroit-end');
  await page.locator('[data-testid="back-home"]').first().click();
  await page.waitForSelector('[data-testid="save-result"]');
  assert.match(await page.textContent('[data-testid="save-result"]'), /Player 3 won: Player 3 6 · Player 2 5 · Player 1 4/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Detroit alone: with no cash the only choice is to take no action, and the game goes on', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.selectOption('[data-testid="map-select"]', 'detroit');
  await page.click('[data-testid="players-1"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="hex"]');
  // No shares issued: $0, and every action disc costs $3, $2 or $1 (none affordable).
  await page.locator('[data-testid="action"]').filter({ hasText: 'Issue no shares' }).first().click();
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="action"]')].some((b) => /Take no action/.test(b.textContent)));
  const labels = await page.$$eval('[data-testid="action"]', (b) => b.map((x) => x.textContent.trim()));
  assert.deepEqual(labels, ['Take no action this turn']);
  await shot(page, 'aos-detroit-solo-actions');
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForFunction(() => /build track/i.test(document.querySelector('[data-testid="prompt"]')?.textContent ?? ''));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a Barbados game shows the solo goal and what the buy-back would leave, turn by turn', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  await page.selectOption('[data-testid="map-select"]', 'barbados');
  await page.click('[data-testid="players-1"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="solo-goal"]');
  assert.match(await page.textContent('[data-testid="solo-goal"]'), /After turn 10, buy back every share at \$5/);
  const progress = () => page.$$eval('[data-testid="solo-progress"]', (d) => d.map((x) => x.textContent));
  assert.deepEqual(await progress(), ['2 shares × $5 = $10', '$0']);
  // Issue the one share a turn allows: the buy-back grows with it.
  await page.getByRole('button', { name: /Issue 1 share/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="solo-progress"]')[0]?.textContent === '3 shares × $5 = $15');
  assert.deepEqual(await progress(), ['3 shares × $5 = $15', '$0']);
  await shot(page, 'aos-barbados-goal');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a finished Barbados game shows its result as the rulebook states it, and the saves list shows it too', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await resumeFixture(page, 'age-of-steam-barbados-1p-seed4.json');
  await page.waitForSelector('[data-testid="solo-result"]');
  const result = page.locator('[data-testid="solo-result"]');
  assert.equal(await result.getAttribute('data-outcome'), 'scored');
  assert.match(await result.textContent(), /You bought back your \d+ shares: your score is \$\d+/);
  assert.equal(await page.locator('[data-testid="solo-goal"]').count(), 0);
  const scores = await page.textContent('[data-testid="final-scores"]');
  for (const text of ['Cash', 'Shares bought back ($5 each)']) assert.ok(scores.includes(text), `${text} shown`);
  await shot(page, 'aos-barbados-end');
  await page.locator('[data-testid="back-home"]').first().click();
  await page.waitForSelector('[data-testid="save-result"]');
  assert.match(await page.textContent('[data-testid="save-result"]'), /^Result — You bought back your \d+ shares: your score is \$\d+\.$/);
  await shot(page, 'aos-barbados-saves');
  assert.deepEqual(page.errors, []);
  await context.close();
});
