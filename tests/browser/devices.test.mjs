// The table on every device: desktop and landscape tablet show the map and the panel side by
// side, a portrait tablet puts the map on top at full width with the panel under it, and a
// phone held sideways shows the decision without scrolling, with the player panels folded.
// Each screen is photographed into target/browser-artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, newPage, openHome, shot, tableDrawn, withApp } from './helpers.mjs';

const env = withApp(before, after);

const DEVICES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false, layout: 'side' },
  { name: 'tablet-landscape', viewport: { width: 1024, height: 768 }, touch: true, layout: 'side' },
  { name: 'tablet-portrait', viewport: { width: 768, height: 1024 }, touch: true, layout: 'stacked' },
  { name: 'phone-landscape', viewport: { width: 844, height: 390 }, touch: true, layout: 'phone' },
];
const GAMES = ['age-of-steam', 'steam-power', 'steam'];

/** Starts a three-seat game with two computer seats, so the table shows one person's decision. */
async function start(page, game) {
  await openHome(page, env.url);
  await page.click(`[data-testid="game-${game}"]`);
  await page.click('[data-testid="players-3"]');
  await page.check('[data-testid="seat-bot-1"]');
  await page.check('[data-testid="seat-bot-2"]');
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="hex"]');
  await page.waitForSelector('[data-testid="action"]', { timeout: 20000 });
  await tableDrawn(page);
}

const box = async (page, selector) => {
  const b = await page.locator(selector).first().boundingBox();
  assert.ok(b, `${selector} is drawn`);
  return b;
};

/** The widest hex on screen at the default zoom, in CSS pixels. */
const hexWidth = (page) => page.$$eval('[data-testid="hex"]', (els) =>
  Math.max(...els.map((e) => e.getBoundingClientRect().width)));

function inView(b, viewport, what) {
  assert.ok(b.y >= -1 && b.y + Math.min(b.height, 60) <= viewport.height + 1, `${what} starts in view: ${JSON.stringify(b)}`);
  assert.ok(b.x >= -1 && b.x + b.width <= viewport.width + 1, `${what} is in view across: ${JSON.stringify(b)}`);
}

for (const device of DEVICES) {
  for (const game of GAMES) {
    test(`${game} at ${device.name} ${device.viewport.width}x${device.viewport.height}`, async () => {
      const { viewport } = device;
      const { context, page } = await newPage(env.browser, {
        viewport, hasTouch: device.touch, isMobile: device.touch, deviceScaleFactor: 1,
      });
      await start(page, game);
      await page.waitForTimeout(200);
      const map = await box(page, '.table-map');
      const side = await box(page, '[data-testid="action-area"]');
      const prompt = await box(page, '[data-testid="prompt"]');
      const tracker = await box(page, '[data-testid="phase-tracker"]');
      const current = await box(page, '[data-testid="phase"][aria-current="step"]');
      const hex = await hexWidth(page);
      const widths = await page.evaluate(() => ({
        doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, vw: window.innerWidth,
      }));
      console.log(`${device.name} ${game}: map ${Math.round(map.width)}x${Math.round(map.height)}@${Math.round(map.x)},${Math.round(map.y)}`
        + ` decision@${Math.round(side.x)},${Math.round(side.y)} hex ${hex.toFixed(1)}px scrollWidth ${widths.doc}`);
      await shot(page, `devices-${device.name}-${game}`);

      assert.ok(widths.doc <= viewport.width, `nothing overflows across: ${widths.doc} > ${viewport.width}`);
      inView(tracker, viewport, 'the phase tracker');
      inView(current, viewport, 'the current phase');
      inView(prompt, viewport, 'the decision');
      assert.ok(map.width > 0 && map.height > 0);
      if (device.layout === 'side' || device.layout === 'phone') {
        assert.ok(side.x >= map.x + map.width - 1, 'the panel is beside the map');
        assert.ok(map.height >= viewport.height * 0.5, `the map takes the height: ${map.height}`);
      }
      if (device.layout === 'stacked') {
        assert.ok(map.width >= viewport.width - 1, `the map is full width: ${map.width}`);
        assert.ok(side.y >= map.y + map.height - 1, 'the decision is under the map');
        assert.ok(map.height >= viewport.height * 0.4, `the map keeps a good height: ${map.height}`);
      }
      if (device.touch && device.layout !== 'phone') {
        assert.ok(hex >= 44, `hexes are touch targets at the default zoom: ${hex}px`);
      }
      if (device.layout === 'phone') {
        // The decision comes first, the players fold behind a toggle.
        const toggle = page.locator('[data-testid="players-toggle"]');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the players start folded');
        assert.equal(await page.locator('[data-testid="player-panel"]').first().isVisible(), false);
        assert.ok(prompt.y + prompt.height <= viewport.height, 'the whole prompt is in view');
        await toggle.click();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        assert.equal(await page.locator('[data-testid="player-panel"]').first().isVisible(), true);
        await shot(page, `devices-${device.name}-${game}-players`);
        await toggle.click();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      }
      // The information blocks after the first start folded: a mark beside each title says it
      // opens, and turns when a tap opens it.
      const folded = await page.$$eval('[data-testid="info-panel"]', (ds) => ds.findIndex((d) => !d.open));
      assert.ok(folded > 0, 'a block starts folded');
      const block = page.locator('[data-testid="info-panel"]').nth(folded);
      const summary = block.locator('summary');
      const mark = () => summary.evaluate((s) => {
        const m = getComputedStyle(s, '::before');
        return { content: m.content, transform: m.transform, width: parseFloat(m.width) };
      });
      const closed = await mark();
      assert.ok(closed.content !== 'none' && closed.width > 0, `a folded block shows its mark: ${JSON.stringify(closed)}`);
      if (device.touch) assert.ok((await summary.boundingBox()).height >= 44, 'its title is a touch target');
      await summary.scrollIntoViewIfNeeded();
      await (device.touch ? summary.tap() : summary.click());
      assert.equal(await block.evaluate((d) => d.open), true, 'the tap opens it');
      assert.notEqual((await mark()).transform, closed.transform, 'its mark turns');
      assert.ok(await block.locator('.info-row').first().isVisible(), 'its rows show');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
}

// A computer seat's panel carries its level beside the name, and the seat to move a mark: on a
// tablet held upright (three panels side by side) in Portuguese, whose words are longer than
// English's, each name is still drawn whole and the mark covers none of the panel's line.
test('on a portrait tablet each seat keeps its whole name beside its level and the mark of the seat to move', async () => {
  const { context, page } = await newPage(env.browser, {
    viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, locale: 'pt-PT',
  });
  await openHome(page, env.url);
  const recorded = JSON.parse(readFileSync(join(FIXTURES, 'age-of-steam-4p-seed2.json'), 'utf8'));
  const save = { ...recorded, players: recorded.players.map((p) => ({ ...p, bot: true })), actions: recorded.actions.slice(0, 60) };
  await page.evaluate((t) => localStorage.setItem('railyard.save.names', t), JSON.stringify(save));
  await page.goto(env.url + '#/game/names');
  await page.waitForSelector('[data-testid="player-panel"][aria-current] .badge-active');
  await tableDrawn(page);
  const panels = await page.$$eval('[data-testid="player-panel"]', (els) => els.map((el) => {
    const name = el.querySelector('.player-name');
    const mark = el.querySelector('.badge-active')?.getBoundingClientRect();
    // What the head's line shows: the token, the name, the computer's mark and its level.
    const shown = [...el.querySelector('.player-head').children].filter((c) => !c.classList.contains('badge-active'))
      .map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
    const over = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    return {
      name: name.textContent, cut: name.scrollWidth > name.clientWidth + 1,
      level: !!el.querySelector('.level-mark, [data-testid="level-mark"]'),
      mark: mark && { overHead: shown.some((r) => over(mark, r)), inside: mark.left >= el.getBoundingClientRect().left },
    };
  }));
  await shot(page, 'devices-tablet-portrait-names-pt');
  assert.equal(panels.length, 4);
  assert.ok(panels.every((p) => p.level), 'every seat is a computer with its level shown');
  assert.deepEqual(panels.filter((p) => p.cut).map((p) => p.name), [], 'no name is cut');
  const marked = panels.filter((p) => p.mark);
  assert.equal(marked.length, 1, 'one seat is marked to move');
  assert.deepEqual(marked[0].mark, { overHead: false, inside: true }, 'the mark sits on the panel\'s edge, not over its line');
  assert.deepEqual(page.errors, []);
  await context.close();
});
