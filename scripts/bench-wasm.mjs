// Runs the engine compiled to wasm under Node and prints random games per second.
// Usage: node scripts/bench-wasm.mjs path/to/railyard_wasm_bench.wasm
import { readFile } from 'node:fs/promises';

const bytes = await readFile(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const run = instance.exports.aos_random_games;
const rows = [];
for (const players of [3, 4, 5, 6]) {
  const rates = [];
  let seed = 1;
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    let games = 0;
    while (performance.now() - t0 < 600) { run(players, 1, seed++); games++; }
    rates.push(games / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  rows.push(`| Age of Steam, Rust Belt | ${players} | random games/s (wasm, Node ${process.versions.node}) | ${rates[2].toFixed(0)} | ${rates[0].toFixed(0)}–${rates[4].toFixed(0)} | |`);
}
console.log(rows.join('\n'));
