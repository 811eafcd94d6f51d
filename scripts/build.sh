#!/usr/bin/env bash
# Release build of the app into target/dist (run scripts/setup.sh first).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:/usr/local/bin:$PATH" TRUNK_SKIP_VERSION_CHECK=true
# shellcheck disable=SC1091
source target/wasm-toolchain.env
# The browser download matters more than raw speed there.
export CARGO_PROFILE_RELEASE_OPT_LEVEL=z
trunk build --release
