// Load and interaction benchmarks in headless Chromium against the built app:
//  - bytes of a first visit (raw and gzipped) against a minimal Leptos CSR page built the same way;
//  - navigation to a playable map at 4x CPU slowdown (DevTools throttling), median of 7 loads;
//  - click to updated DOM over 100 actions of a game in progress, p50 and p95.
// Usage: node scripts/bench-load.mjs [APP_DIST] [MINIMAL_DIST]
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { launch } from '../tests/browser/helpers.mjs';
import { serve } from '../tests/browser/server.mjs';

const appDist = resolve(process.argv[2] || 'target/dist');
const minDist = resolve(process.argv[3] || 'target/minimal-leptos-dist');
const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };

async function bytes(dir, files) {
  let raw = 0, gz = 0;
  for (const f of files) {
    const b = await readFile(join(dir, f));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  return { raw, gz };
}

const appFiles = ['index.html', 'boot.js', 'railyard.js', 'railyard_bg.wasm', 'app.css', 'manifest.webmanifest', 'icon.svg'];
const minFiles = ['index.html', 'minimal-leptos.js', 'minimal-leptos_bg.wasm'];
const a = await bytes(appDist, appFiles);
const m = await bytes(minDist, minFiles);
const kb = (n) => (n / 1024).toFixed(1) + ' KiB';
console.log(`| first-visit download, raw | ${kb(a.raw)} | minimal Leptos page ${kb(m.raw)} | ratio ${(a.raw / m.raw).toFixed(1)}x |`);
console.log(`| first-visit download, gzip -9 | ${kb(a.gz)} | minimal Leptos page ${kb(m.gz)} | ratio ${(a.gz / m.gz).toFixed(1)}x |`);

const server = await serve(appDist, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();

const loads = [];
for (let i = 0; i < 7; i++) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url + `?embed&game=age-of-steam&map=rust-belt&players=4&run=${i}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('[data-testid="hex"]') && document.querySelector('[data-testid="action"]'), null, { polling: 'raf', timeout: 60000 });
  loads.push(await page.evaluate(() => performance.now()));
  await context.close();
}
console.log(`| navigation to playable map, 4x CPU slowdown | median ${quantile(loads, 0.5).toFixed(0)} ms | min ${Math.min(...loads).toFixed(0)} ms, max ${Math.max(...loads).toFixed(0)} ms | 7 loads |`);

async function clicks(rate) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url + '?embed&game=age-of-steam&map=rust-belt&players=4&clicks=' + rate);
  await page.waitForSelector('[data-testid="action"]');
  // Each step clicks a random offered action (a seeded choice), as a player would.
  let seed = 7;
  const step = async () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const r = await page.evaluate(async (seed) => {
      const buttons = document.querySelectorAll('[data-testid="action"]');
      if (!buttons.length) return 'none';
      const btn = buttons[seed % buttons.length];
      let last = 0;
      const mo = new MutationObserver(() => { last = performance.now(); });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      const t0 = performance.now();
      btn.click();
      // Leptos applies the update in a microtask after the click; 50 ms is ample to catch it.
      await new Promise((r) => setTimeout(r, 50));
      mo.disconnect();
      return last ? last - t0 : null;
    }, seed);
    if (r === 'none') {
      // The game ended (random play goes bankrupt): the embed starts a fresh one.
      await page.goto(url + '?embed&game=age-of-steam&map=rust-belt&players=4&again=' + seed);
      await page.waitForSelector('[data-testid="action"]');
      return null;
    }
    return r;
  };
  for (let i = 0; i < 40; i++) await step(); // into the game
  const times = [];
  while (times.length < 100) {
    const t = await step();
    if (typeof t === 'number') times.push(t);
  }
  await context.close();
  return times;
}
for (const rate of [1, 4]) {
  const t = await clicks(rate);
  console.log(`| click to updated DOM, ${rate}x CPU | p50 ${quantile(t, 0.5).toFixed(1)} ms | p95 ${quantile(t, 0.95).toFixed(1)} ms | ${t.length} actions |`);
}
await browser.close();
server.close();
