// Load and interaction benchmarks in headless Chromium against the built app:
//  - bytes of a first visit (raw and gzipped) against a minimal Leptos CSR page built the same way:
//    the home screen (the page and the home screen's module), an embedded game of each kind (the
//    page, the table's module and that game's engine worker), and everything the service worker
//    keeps for offline play;
//  - the DOM calls made while a game opens;
//  - navigation to a playable map at 4x CPU slowdown (DevTools throttling), median of 7 loads: on
//    a first visit (a fresh browser profile each load) and on a returning one (one profile, the
//    service worker and the browser's caches filled by visits before);
//  - click to updated DOM over 100 actions late in a six-player game (the same ones every run), p50 and p95;
//  - main-thread long tasks (PerformanceObserver) while computer seats play 40 moves;
//  - reopening a saved six-player game from the home screen until its map shows, 4x CPU.
// Usage: node scripts/bench-load.mjs [APP_DIST] [MINIMAL_DIST]
// BENCH_ONLY=bytes|dom|load|clicks|computers|reopen runs one part.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
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

const only = process.env.BENCH_ONLY;
const part = (name) => !only || only === name;
// The home screen's first visit loads the home screen's module; a game (an embed) the table's.
// A build before the styles were split has one stylesheet, app.css, for both.
const styles = existsSync(join(appDist, 'home.css')) ? ['home.css'] : ['app.css'];
const shell = ['index.html', 'boot.js', ...styles, 'manifest.webmanifest', 'icon.svg'];
// Its English words are fetched too, since they left the home screen's module (page-en.json).
const homeWords = existsSync(join(appDist, 'page-en.json')) ? ['page-en.json'] : [];
const homeFiles = [...shell, 'railyard-home.js', 'railyard-home.chunks.js', 'railyard-home_bg.wasm'];
const tableStyles = existsSync(join(appDist, 'table.css')) ? ['table.css'] : [];
const tableFiles = [...shell, ...tableStyles, 'railyard.js', 'railyard.chunks.js', 'railyard_bg.wasm'];
const engine = (game) => [`engine-${game}_loader.js`, `engine-${game}.js`, `engine-${game}_bg.wasm`];
const minFiles = ['index.html', 'minimal-leptos.js', 'minimal-leptos_bg.wasm'];
// The chunk files a `split_off!` function of a page module loads when first called (its own and
// the shared ones it needs), read from the module's loader (scripts/split-module.sh).
async function chunkOf(dir, module, fn) {
  const js = await readFile(join(dir, `${module}.chunks.js`), 'utf8').catch(() => '');
  const url = (block) => block.match(/new URL\("\.\/([^"]+)"/)[1];
  const shared = new Map([...js.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?)\n, \[/g)].map((m) => [m[1], url(m[2])]));
  const own = js.match(new RegExp(`__wasm_split_load_${fn} = wrapAsyncCb\\(makeLoad\\(([\\s\\S]*?)\\n, \\[([^\\]]*)\\]`));
  if (!own) return [];
  return [url(own[1]), ...own[2].split(',').map((d) => d.trim()).filter(Boolean).map((d) => shared.get(d))];
}
const allChunks = async (dir) => (await readdir(dir)).filter((f) => /\.chunks?\./.test(f));
const m = await bytes(minDist, minFiles).catch(() => null);
const kb = (n) => (n / 1024).toFixed(1) + ' KiB';
// A build from before the engine workers has no engine files: those rows are left out.
const row = (what, files) => bytes(appDist, files).catch(() => null).then((a) => {
  if (!a) return;
  const ref = m ? `minimal Leptos page ${kb(m.raw)} raw, ${kb(m.gz)} gzip` : '';
  console.log(`| ${what} | ${kb(a.raw)} raw, ${kb(a.gz)} gzip -9 | ${ref} | ${m ? `gzip ratio ${(a.gz / m.gz).toFixed(1)}x` : ''} |`);
});
if (part('bytes')) {
  await row('first visit, home screen', [...homeFiles, ...homeWords]);
  await row('first visit, home screen, in a language but English (its page words fetched, page-pt.json)', [...homeFiles, 'page-pt.json']);
  await row('home screen\'s module alone (railyard-home_bg.wasm)', ['railyard-home_bg.wasm']);
  await row('table\'s module alone (railyard_bg.wasm)', ['railyard_bg.wasm']);
  await row('embedded Age of Steam game (page, UI, its engine)', [...tableFiles, ...engine('age-of-steam')]);
  await row('embedded Steam Power game (page, UI, its engine)', [...tableFiles, ...engine('steam-power')]);
  const words = ['words-en.json', 'words-pt.json', 'words-es.json', 'words-pl.json', ...homeWords, 'page-pt.json', 'page-es.json', 'page-pl.json'];
  await row('everything the service worker keeps (every module and chunk, every language)', [...new Set([...homeFiles, ...tableFiles, ...await allChunks(appDist)]), ...engine('age-of-steam'), ...engine('steam-power'), ...engine('steam'), ...engine('russian-railroads'), ...words, 'sw.js']);
  await row('the home screen\'s saved-games list when there are saved games (chunks, more than a first visit)', await chunkOf(appDist, 'railyard-home', 'lines'));
  await row('the home screen\'s rules reference (chunks, when first opened)', await chunkOf(appDist, 'railyard-home', 'dialog'));
  await row('the games\' words in one language but English (words-pt.json), fetched when it is chosen', ['words-pt.json']);
  await row('embedded Steam game (page, UI, its engine)', [...tableFiles, ...engine('steam')]);
  await row('embedded Russian Railroads game (page, UI with its board\'s chunks, its engine)', [...new Set([...tableFiles, ...await chunkOf(appDist, 'railyard', 'board_view')]), ...engine('russian-railroads')]);
  for (const game of ['age-of-steam', 'steam-power', 'steam', 'russian-railroads']) await row(`engine module alone, ${game}`, engine(game));
}

const fixture = async (name) => JSON.parse(await readFile(resolve('tests/fixtures', name), 'utf8'));
const server = await serve(appDist, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();

// The DOM work of drawing a game: elements made, attributes written and nodes inserted through
// the DOM while an embedded four-player Rust Belt game opens, and a click late in a six-player
// game makes (the clicks below), counted by wrapping those calls.
const countDomCalls = () => {
  const c = (window.domCalls = { elements: 0, attributes: 0, insertions: 0 });
  const count = (proto, name, key) => {
    const f = proto[name];
    proto[name] = function (...args) { c[key]++; return f.apply(this, args); };
  };
  count(Document.prototype, 'createElementNS', 'elements');
  count(Document.prototype, 'createElement', 'elements');
  count(Element.prototype, 'setAttribute', 'attributes');
  count(Node.prototype, 'insertBefore', 'insertions');
};
if (part('dom')) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.addInitScript(countDomCalls);
  const page = await context.newPage();
  await page.goto(url + '?embed&game=age-of-steam&map=rust-belt&players=4&dom=1');
  await page.waitForSelector('[data-testid="action"]');
  await page.waitForTimeout(500);
  const c = await page.evaluate(() => ({ ...window.domCalls, svg: document.querySelectorAll('svg *').length }));
  console.log(`| DOM calls opening a Rust Belt game | ${c.elements} elements made, ${c.attributes} attributes written, ${c.insertions} insertions | ${c.svg} SVG elements drawn | |`);
  await context.close();
}

// The page notes the first frame that has a game's map (and, given `action`, an action to play),
// on the wall clock, in `window.drawnAt`. Measured by the page itself: Playwright's own polling
// (`waitForFunction`) runs its injected script on the page's thread while the page loads, which
// made a 4x load of the same build about 470 ms slower (docs/PERFORMANCE.md).
const noteDrawn = (action) => {
  const check = () => {
    const table = /^#\/game\//.test(location.hash) || location.search.includes('embed');
    if (table && document.querySelector('[data-testid="hex"]') && (!action || document.querySelector('[data-testid="action"]'))) {
      window.drawnAt = performance.timeOrigin + performance.now();
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
};
const whenDrawn = async (page) => {
  for (const until = Date.now() + 60000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    const t = await page.evaluate(() => window.drawnAt).catch(() => undefined);
    if (t) return t;
  }
  throw new Error('the map was not drawn within 60 s');
};

// An embedded four-player Rust Belt game loaded in `page`: milliseconds from navigation to its
// first playable frame (`tag` tells the loads' addresses apart).
const timeLoad = async (page, tag) => {
  await page.goto(url + `?embed&game=age-of-steam&map=rust-belt&players=4&run=${tag}`, { waitUntil: 'commit' });
  return await whenDrawn(page) - await page.evaluate(() => performance.timeOrigin);
};

const loads = [];
for (let i = 0; i < (part('load') ? 7 : 0); i++) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.addInitScript(noteDrawn, true);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  loads.push(await timeLoad(page, i));
  await context.close();
}
if (loads.length) console.log(`| navigation to playable map, 4x CPU slowdown | median ${quantile(loads, 0.5).toFixed(0)} ms | min ${Math.min(...loads).toFixed(0)} ms, max ${Math.max(...loads).toFixed(0)} ms | 7 loads |`);

// A returning visit: one profile, a first visit at full speed (the service worker installs when
// the page is idle), two more to let the browser keep the module's compiled code, then 7 loads
// at 4x.
if (part('load')) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.addInitScript(noteDrawn, true);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await timeLoad(page, 'first');
  await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 30000 });
  for (const tag of ['second', 'third']) { await timeLoad(page, tag); await new Promise((r) => setTimeout(r, 2000)); }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const again = [];
  for (let i = 0; i < 7; i++) again.push(await timeLoad(page, `again-${i}`));
  console.log(`| navigation to playable map on a returning visit, 4x CPU slowdown | median ${quantile(again, 0.5).toFixed(0)} ms | min ${Math.min(...again).toFixed(0)} ms, max ${Math.max(...again).toFixed(0)} ms | 7 loads |`);
  await context.close();
}

// Clicks late in a six-player game: a recorded six-player Age of Steam game 150 actions before
// its end, every seat a person, each step a click on an offered action chosen by a fixed seed.
// The page's random numbers are seeded too, so every run clicks the same actions in the same game.
async function clicks(rate, { countDom = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  if (countDom) await context.addInitScript(countDomCalls);
  await context.addInitScript(() => {
    let s = 12345;
    crypto.getRandomValues = (a) => {
      const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      for (let i = 0; i < b.length; i++) { s = (s * 1103515245 + 12345) % 2147483648; b[i] = (s >> 16) & 255; }
      return a;
    };
  });
  // When the engine worker's answer reaches the page: the part of a click that is the worker's
  // (the command sent, the move played and the answer written there, and its transfer).
  await context.addInitScript(() => {
    window.answersAt = [];
    const handler = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      get() { return handler.get.call(this); },
      set(f) { handler.set.call(this, f && function (e) { window.answersAt.push(performance.now()); return f.call(this, e); }); },
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const recorded = await fixture('age-of-steam-6p-seed1.json');
  const save = { ...recorded, players: recorded.players.map((p) => ({ ...p, bot: false })), actions: recorded.actions.slice(0, recorded.actions.length - 150) };
  const open = async () => {
    await page.goto(url + '?clicks=' + rate);
    await page.waitForSelector('[data-testid="new-game"]');
    await page.evaluate((text) => localStorage.setItem('railyard.save.bench-clicks', text), JSON.stringify(save));
    await page.goto(url + '?clicks=' + rate + '#/game/bench-clicks');
    await page.waitForSelector('[data-testid="action"]', { timeout: 60000 });
  };
  await open();
  // DOM calls of the clicks, summed over page loads (a game that ends is opened again); what
  // opening the game makes is left out.
  const dom = { elements: 0, attributes: 0, insertions: 0 };
  const takeDom = async (keep) => {
    if (!countDom) return;
    const c = await page.evaluate(() => { const c = { ...window.domCalls }; Object.keys(c).forEach((k) => { window.domCalls[k] = 0; }); return c; });
    if (keep) for (const k of Object.keys(dom)) dom[k] += c[k];
  };
  await takeDom(false);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let seed = 7;
  const step = async () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const r = await page.evaluate(async (seed) => {
      const buttons = document.querySelectorAll('[data-testid="action"]');
      if (!buttons.length) return 'none';
      const btn = buttons[seed % buttons.length];
      let last = 0;
      let painted = 0;
      // The frame that shows the last change: a task queued from the frame's own callback runs
      // once that frame has been drawn.
      const mo = new MutationObserver(() => {
        last = performance.now();
        requestAnimationFrame(() => setTimeout(() => { painted = performance.now(); }, 0));
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      window.answersAt = [];
      const t0 = performance.now();
      btn.click();
      // The engine answers from its worker: wait until the page has been quiet for 150 ms
      // after the first change (or 3 s without one).
      await new Promise((r) => {
        const tick = () => {
          const now = performance.now();
          if ((last && painted > last && now - last > 150) || now - t0 > 3000) return r();
          setTimeout(tick, 20);
        };
        tick();
      });
      mo.disconnect();
      return last ? [last - t0, window.answersAt.length ? window.answersAt[0] - t0 : null, painted > last ? painted - t0 : null] : null;
    }, seed);
    if (r === 'none') {
      // The game ended: the same save again.
      await takeDom(true);
      await open();
      await takeDom(false);
      return null;
    }
    return r;
  };
  // The page's main-thread CPU time over the clicks (thread time, which other work on the
  // machine inflates far less than the clock; the measuring script's own polling is included).
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const times = [];
  const answers = [];
  const painted = [];
  while (times.length < 100) {
    const t = await step();
    if (Array.isArray(t)) {
      times.push(t[0]);
      if (t[1] !== null) answers.push(t[1]);
      if (t[2] !== null) painted.push(t[2]);
    }
  }
  await cdp.send('Tracing.end');
  await traced;
  const main = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const onMain = (e) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
  const cpuOf = (name) => events.filter((e) => e.ph === 'X' && e.name === name && onMain(e)).reduce((a, e) => a + (e.tdur || 0) / 1000, 0);
  const cpu = cpuOf('RunTask');
  times.paint = cpuOf('Paint') / times.length;
  times.elements = await page.evaluate(() => [document.getElementsByTagName('*').length, document.querySelectorAll('[data-testid="game-log"] *').length]);
  await takeDom(true);
  times.dom = dom;
  await context.close();
  times.cpu = cpu / times.length;
  times.answers = answers;
  times.painted = painted;
  return times;
}
if (part('dom')) {
  const t = await clicks(1, { countDom: true });
  const per = (k) => (t.dom[k] / t.length).toFixed(1);
  console.log(`| DOM calls a click, ${t.length} clicks late in a six-player game | ${per('elements')} elements made, ${per('attributes')} attributes written, ${per('insertions')} insertions | | |`);
}
for (const rate of part('clicks') ? [1, 4] : []) {
  const t = await clicks(rate);
  console.log(`| click to updated DOM, ${rate}x CPU | p50 ${quantile(t, 0.5).toFixed(1)} ms | p95 ${quantile(t, 0.95).toFixed(1)} ms | ${t.length} actions late in a six-player game; main-thread CPU ${t.cpu.toFixed(1)} ms a click, of it paint ${t.paint.toFixed(1)} ms; ${t.elements[0]} elements on the page, ${t.elements[1]} in the record |`);
  console.log(`| click to the frame that shows it, ${rate}x CPU | p50 ${quantile(t.painted, 0.5).toFixed(1)} ms | p95 ${quantile(t.painted, 0.95).toFixed(1)} ms | the same clicks, until the page has drawn the frame with the last change (style, layout and paint of the page included) |`);
  const a = t.answers;
  console.log(`| click to the engine worker's answer, ${rate}x CPU | p50 ${quantile(a, 0.5).toFixed(1)} ms | p95 ${quantile(a, 0.95).toFixed(1)} ms | the same clicks: the worker's part of a click (command, move, answer and transfer); the rest is the page reading the answer and drawing it |`);
}

// Computer seats playing: the longest main-thread tasks while they move. The game is a recorded
// four-player Age of Steam game taken back to its second turn, every seat a computer, so the
// moves measured include building and goods deliveries (the computer's longest decisions).
async function computerTurns(rate, moves, recorded) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url + '?bots=' + rate);
  await page.waitForSelector('[data-testid="new-game"]');
  const save = { ...recorded, players: recorded.players.map((p) => ({ ...p, bot: true })), actions: recorded.actions.slice(0, 60) };
  await page.evaluate((text) => localStorage.setItem('railyard.save.bench-computers', text), JSON.stringify(save));
  await page.goto(url + '?bots=' + rate + '#/game/bench-computers');
  await page.waitForSelector('[data-testid="hex"]', { timeout: 60000 });
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  const played = () => page.evaluate(() => JSON.parse(localStorage.getItem('railyard.save.bench-computers')).actions.length);
  const start = await played();
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('railyard.save.bench-computers')).actions.length >= n,
    start + moves, { timeout: 180000, polling: 200 });
  const tasks = await page.evaluate(() => window.longTasks);
  await context.close();
  return tasks;
}
for (const [name, what] of [['age-of-steam-4p-seed2.json', 'Age of Steam, 4 computer seats'], ['steam-power-2p-seed3.json', 'Steam Power, 2 computer seats']]) {
  for (const rate of part('computers') ? [1, 4] : []) {
    const t = await computerTurns(rate, 40, await fixture(name));
    const max = t.length ? Math.max(...t) : 0;
    console.log(`| main-thread long tasks while computer seats play 40 moves, ${rate}x CPU | ${t.length} over 50 ms | longest ${max.toFixed(0)} ms | ${what}, from move 60 of a recorded game |`);
  }
}

// Reopening a saved game: from the home screen (its module loaded, no engine yet) to the map of
// a finished six-player Age of Steam game (the page reloads on the game's address, the table's
// module and the engine's load, then the engine replays the save).
async function reopen(rate, recorded, run) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  await context.addInitScript(noteDrawn, false);
  const page = await context.newPage();
  await page.goto(url + '?reopen=' + run);
  await page.waitForSelector('[data-testid="new-game"]');
  await page.evaluate((text) => localStorage.setItem('railyard.save.bench-reopen', text), JSON.stringify(recorded));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Timed on the wall clock, across the reload.
  const t0 = await page.evaluate(() => {
    const t = performance.timeOrigin + performance.now();
    location.hash = '#/game/bench-reopen';
    return t;
  });
  const ms = (await whenDrawn(page)) - t0;
  await context.close();
  return ms;
}
if (part('reopen')) {
  const recorded = await fixture('age-of-steam-6p-seed1.json');
  const t = [];
  for (let i = 0; i < 5; i++) t.push(await reopen(4, recorded, i));
  console.log(`| reopen a saved game to its map, 4x CPU | median ${quantile(t, 0.5).toFixed(0)} ms | min ${Math.min(...t).toFixed(0)} ms, max ${Math.max(...t).toFixed(0)} ms | ${recorded.actions.length}-action six-player Age of Steam save, 5 runs |`);
}
await browser.close();
server.close();
