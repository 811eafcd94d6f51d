#!/usr/bin/env bash
# Builds the app (release, with wasm-opt) and serves it on localhost. Usage: bash scripts/serve.sh [PORT]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
PORT=${1:-8080}
echo "Railyard is served at http://localhost:$PORT/  (Ctrl-C stops it)"
exec node tests/browser/server.mjs target/dist "$PORT"
