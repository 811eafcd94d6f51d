import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, openHome, openRecorded, shot, startGame, viewBox, withApp } from './helpers.mjs';

const env = withApp(before, after);

test('a new game opens on a table with the map, the player panels and the action area', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  await startGame(page, { players: 4 });
  await page.waitForSelector('[data-testid="hex"]');
  assert.ok(await page.locator('[data-testid="hex"]').count() > 50, 'the board has its hexes');
  assert.equal(await page.locator('[data-testid="player-panel"]').count(), 4);
  assert.ok(await page.locator('[data-testid="action"]').count() > 0, 'the engine offers actions');
  // Cities carry a letter, not only a colour.
  assert.ok(await page.locator('.city-letter').count() > 0);
  await shot(page, 'table');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the map pans by drag, zooms by wheel and buttons, and fits the screen', async () => {
  const { context, page } = await newPage(env.browser);
  await page.goto(env.url + '#/preview');
  await page.waitForSelector('[data-testid="hex"]');
  const fitted = await viewBox(page);
  const box = await page.locator('[data-testid="hexmap"]').boundingBox();
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;

  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(100);
  const zoomed = await viewBox(page);
  assert.ok(zoomed[2] < fitted[2] * 0.9, `wheel up zooms in (${fitted[2]} -> ${zoomed[2]})`);

  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 60, cy + 40, { steps: 6 });
  await page.mouse.up();
  const panned = await viewBox(page);
  assert.ok(panned[0] < zoomed[0] - 5, `dragging right moves the view left (${zoomed[0]} -> ${panned[0]})`);
  assert.equal(panned[2], zoomed[2], 'dragging keeps the zoom');
  // The terrain is drawn in an SVG of its own under the board's: it follows every pan and zoom,
  // and the board's hexes stay what the pointer reaches.
  const ground = await page.evaluate(([x, y]) => {
    const [g, b] = [document.querySelector('.hexmap-ground'), document.querySelector('[data-testid="hexmap"]')];
    const rect = (e) => JSON.stringify(e.getBoundingClientRect());
    return { view: g.getAttribute('viewBox') === b.getAttribute('viewBox'), box: rect(g) === rect(b),
      hit: b.contains(document.elementFromPoint(x, y)), terrain: g.querySelectorAll('.hex-bg').length > 0 };
  }, [cx, cy]);
  assert.deepEqual(ground, { view: true, box: true, hit: true, terrain: true });

  await page.click('[data-testid="map-zoom-out"]');
  assert.ok((await viewBox(page))[2] > panned[2], 'zoom-out button');
  await page.click('[data-testid="map-fit"]');
  const refit = await viewBox(page);
  assert.ok(Math.abs(refit[2] - fitted[2]) < 1 && Math.abs(refit[0] - fitted[0]) < 1, 'fit restores the whole map');
  await context.close();
});

test('pinch on a touch screen zooms the map', async () => {
  const { context, page } = await newPage(env.browser, { hasTouch: true, isMobile: true, viewport: { width: 844, height: 390 } });
  await page.goto(env.url + '#/preview');
  await page.waitForSelector('[data-testid="hex"]');
  const before = await viewBox(page);
  const box = await page.locator('[data-testid="hexmap"]').boundingBox();
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  // Two pointers moving apart, as the browser reports a pinch.
  await page.evaluate(async ([cx, cy]) => {
    const svg = document.querySelector('[data-testid="hexmap"]');
    const fire = (type, id, x) => svg.dispatchEvent(new PointerEvent(type, {
      pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true, isPrimary: id === 1,
    }));
    fire('pointerdown', 1, cx - 20); fire('pointerdown', 2, cx + 20);
    for (let i = 1; i <= 8; i++) { fire('pointermove', 1, cx - 20 - i * 10); fire('pointermove', 2, cx + 20 + i * 10); }
    fire('pointerup', 1, cx - 100); fire('pointerup', 2, cx + 100);
  }, [cx, cy]);
  const after = await viewBox(page);
  assert.ok(after[2] < before[2] * 0.8, `pinch out zooms in (${before[2]} -> ${after[2]})`);
  await shot(page, 'phone-landscape-preview');
  await context.close();
});

test('hexes are reachable by keyboard and have accessible names', async () => {
  const { context, page } = await newPage(env.browser);
  await page.goto(env.url + '#/preview');
  await page.waitForSelector('[data-testid="hex"]');
  const hex = page.locator('[data-testid="hex"]').first();
  const name = await hex.getAttribute('aria-label');
  assert.match(name, /^[A-Z]+\d+/, 'named with its coordinate');
  await hex.focus();
  await page.keyboard.press('Enter');
  assert.equal(await hex.getAttribute('aria-pressed'), 'true');
  const cityNames = await page.locator('[data-testid="hex"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.ok(cityNames.some((n) => /Pittsburgh/.test(n)), 'cities are named');
  await context.close();
});

test('the table is usable on a 1024x768 tablet and a phone in landscape', async () => {
  for (const [w, h, hasTouch] of [[1024, 768, true], [844, 390, true]]) {
    const { context, page } = await newPage(env.browser, { viewport: { width: w, height: h }, hasTouch });
    await openHome(page, env.url);
    await startGame(page);
    await page.waitForSelector('[data-testid="hex"]');
    const map = await page.locator('[data-testid="hexmap"]').boundingBox();
    assert.ok(map.width >= w * 0.5 && map.height >= h * 0.5, `map gets most of the ${w}x${h} screen (${map.width}x${map.height})`);
    const side = await page.locator('[data-testid="action-area"]').boundingBox();
    assert.ok(side.x + side.width <= w + 1, 'the action area is on screen');
    await shot(page, `table-${w}x${h}`);
    await context.close();
  }
});

test('pointing at or focusing a delivery draws its route on the map, and leaving it takes the route away', async () => {
  const { context, page } = await newPage(env.browser);
  await openHome(page, env.url);
  // 44 actions into a recorded six-player game, the first seat to move goods has six routes.
  await openRecorded(page, env.url, 'age-of-steam-6p-seed1.json', 44, 'delivery');
  const routes = page.locator('[data-testid="action"]', { hasText: '→' });
  assert.ok(await routes.count() >= 6, 'the deliveries are offered');
  // The engine works a route's preview out when the page asks for it (pointer or focus).
  for (const n of [0, 3]) {
    await routes.nth(n).hover();
    await page.waitForSelector('[data-testid="map-preview"] .preview-route', { state: 'attached' });
    const stops = (await routes.nth(n).textContent()).split('→').length;
    await page.waitForFunction((k) => document.querySelectorAll('[data-testid="map-preview"] .preview-hex').length === k, stops);
  }
  await shot(page, 'delivery-preview');
  await page.mouse.move(1, 1);
  await page.waitForSelector('[data-testid="map-preview"] .preview-route', { state: 'detached' });
  // The keyboard's focus previews a route as the pointer does, and losing it takes it away.
  await routes.nth(2).focus();
  const stops = (await routes.nth(2).textContent()).split('→').length;
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="map-preview"] .preview-hex').length === k, stops);
  await page.evaluate(() => document.activeElement.blur());
  await page.waitForSelector('[data-testid="map-preview"] .preview-route', { state: 'detached' });
  assert.deepEqual(page.errors, []);
  await context.close();
});
