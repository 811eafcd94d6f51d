#!/usr/bin/env bash
# Every test: native rules tests, the wasm release build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:/usr/local/bin:$PATH"
echo "== native tests"
cargo test
echo "== wasm release build"
bash scripts/build.sh
echo "== browser tests"
(cd tests/browser && node --test --test-concurrency=1 ./*.test.mjs)
