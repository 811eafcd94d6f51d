// Runs the engines compiled to wasm under Node and prints random games per second.
// Usage: node scripts/bench-wasm.mjs path/to/railyard_wasm_bench.wasm
import { readFile } from 'node:fs/promises';

const bytes = await readFile(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const games = [
  ['Age of Steam, Rust Belt', instance.exports.aos_random_games, [3, 4, 5, 6]],
  ['Steam Power, Valley', instance.exports.sp_random_games, [2, 3, 4, 5]],
];
const rows = [];
for (const [name, run, counts] of games) {
  for (const players of counts) {
    const rates = [];
    let seed = 1;
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      let played = 0;
      while (performance.now() - t0 < 600) { run(players, 1, seed++); played++; }
      rates.push(played / ((performance.now() - t0) / 1000));
    }
    rates.sort((a, b) => a - b);
    rows.push(`| ${name} | ${players} | random games/s (wasm, Node ${process.versions.node}) | ${rates[2].toFixed(0)} | ${rates[0].toFixed(0)}–${rates[4].toFixed(0)} | |`);
  }
}
console.log(rows.join('\n'));
