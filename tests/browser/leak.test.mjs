import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, withApp } from './helpers.mjs';

const env = withApp(before, after);

/** Live DOM nodes and JS event listeners after a full garbage collection, and the window's listeners by type. */
async function counters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  const onWindow = {};
  for (const l of listeners) onWindow[l.type] = (onWindow[l.type] || 0) + 1;
  return { nodes, jsEventListeners, onWindow };
}

// Waiting through locators: `waitForSelector` returns an element handle that keeps the element
// (and with it the whole detached map) alive, which would be counted as a leak.
const shown = (page, testid) => page.locator(`[data-testid="${testid}"]`).first().waitFor();

async function visitTable(page) {
  await page.click('[data-testid="resume"]');
  await shown(page, 'hex');
  await page.click('[data-testid="back-home"]');
  await shown(page, 'save-item');
}

test('thirty visits to a table leave the DOM and the listeners as they were', async () => {
  const { context, page } = await newPage(env.browser);
  await page.goto(env.url);
  await shown(page, 'new-game');
  await page.click('[data-testid="game-age-of-steam"]');
  await page.click('[data-testid="players-4"]');
  await page.click('[data-testid="start-game"]');
  await shown(page, 'hex');
  await page.click('[data-testid="back-home"]');
  await shown(page, 'save-item');
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < 3; i++) await visitTable(page);
  const start = await counters(cdp);
  for (let i = 0; i < 27; i++) await visitTable(page);
  const end = await counters(cdp);
  const report = JSON.stringify({ start, end });
  // One map alone is thousands of nodes; a leak of one map per visit is far over these bounds.
  assert.ok(end.nodes - start.nodes < 500, `DOM nodes stay flat: ${report}`);
  assert.ok(end.jsEventListeners - start.jsEventListeners < 10, `listeners stay flat: ${report}`);
  assert.deepEqual(end.onWindow, start.onWindow, `window listeners stay as they were: ${report}`);
  assert.equal(end.onWindow.resize || 0, 0, 'no map is listening to the window on the home screen');

  // Resizing after all these visits logs nothing.
  for (const width of [900, 700, 1024]) {
    await page.setViewportSize({ width, height: 700 });
    await page.waitForTimeout(100);
  }
  // And the table still follows the window.
  await page.click('[data-testid="resume"]');
  await shown(page, 'hex');
  await page.setViewportSize({ width: 800, height: 600 });
  await page.waitForTimeout(100);
  assert.deepEqual(page.errors, []);
  await context.close();
});
