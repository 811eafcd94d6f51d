// Age of Steam's maps on the home screen: each playable map is offered with a summary of its
// special rules, starts with computer seats and plays a few decisions through the page; maps
// whose special rules are still to come are not offered.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, shot, withApp } from './helpers.mjs';

const env = withApp(before, after);

const MAPS = [
  { id: 'southern-us', summary: /cotton/i },
  { id: 'poland', summary: /Warsaw/ },
];

test('the map list offers only playable maps, each with its summary', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await page.click('[data-testid="game-age-of-steam"]');
  const ids = await page.$$eval('[data-testid="map-select"] option', (o) => o.map((x) => x.value));
  assert.deepEqual(ids, ['rust-belt', 'southern-us', 'poland']);
  await page.selectOption('[data-testid="map-select"]', 'rust-belt');
  assert.match(await page.textContent('[data-testid="map-summary"]'), /no special rules/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const { id, summary } of MAPS) {
  test(`${id} starts with computer seats and plays through the page`, async () => {
    const { context, page } = await newPage(env.browser);
    await openHome(page, env.url);
    await page.click('[data-testid="game-age-of-steam"]');
    await page.selectOption('[data-testid="map-select"]', id);
    assert.match(await page.textContent('[data-testid="map-summary"]'), summary);
    await page.click('[data-testid="players-3"]');
    await page.check('[data-testid="seat-bot-1"]');
    await page.check('[data-testid="seat-bot-2"]');
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
