#!/usr/bin/env bash
# Every benchmark, with numbers printed as README table rows:
# native engine, engine as wasm under Node, first-visit bytes, load time and click latency.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:/usr/local/bin:$PATH" TRUNK_SKIP_VERSION_CHECK=true
# shellcheck disable=SC1091
source target/wasm-toolchain.env
echo "== engine, native (one core)"
cargo bench --bench engine
echo "== engine, wasm under Node"
(cd benches/wasm && cargo build --release --target wasm32-unknown-unknown --target-dir ../../target/wasm-bench)
node scripts/bench-wasm.mjs target/wasm-bench/wasm32-unknown-unknown/release/railyard_wasm_bench.wasm
echo "== load and interaction (headless Chromium)"
bash scripts/build.sh
(cd benches/minimal-leptos && CARGO_TARGET_DIR=../../target/minimal-leptos trunk build --release)
node scripts/bench-load.mjs target/dist target/minimal-leptos-dist
