#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing; a second run is a no-op that
# takes seconds. Everything comes from the package registries (crates.io, npm, Debian).
# After it, `source scripts/wasm-env.sh` sets the toolchain for wasm commands.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export PATH="$HOME/.cargo/bin:/usr/local/bin:$PATH"
log() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
APT_UPDATED=
apt_install() {
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@"
}

# 1. The wasm32 standard library: rustup when it can download, else Debian's rust-web + build-std.
mkdir -p target
ENV_FILE=target/wasm-toolchain.env
if rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  : > "$ENV_FILE"
elif timeout 180 rustup target add wasm32-unknown-unknown; then
  : > "$ENV_FILE"
else
  log "rustup could not fetch wasm32 std; using Debian's rust-web toolchain with build-std"
  if ! [ -x /usr/bin/rustc ] || ! dpkg -s rust-web-src >/dev/null 2>&1 || ! dpkg -s lld-22 >/dev/null 2>&1; then
    apt_install rustc-web cargo-web rust-web-src lld-22
  fi
  mkdir -p target/debian-rust-bin
  for t in cargo rustc rustdoc; do ln -sf "/usr/bin/$t" "target/debian-rust-bin/$t"; done
  cat > "$ENV_FILE" <<ENV
export PATH="$ROOT/target/debian-rust-bin:\$PATH"
export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
ENV
fi

# 2. Trunk, the build tool Leptos CSR apps use.
TRUNK_VERSION=0.21.14
if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (takes several minutes once)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# 3. wasm-bindgen-cli, exactly the wasm-bindgen version locked in Cargo.lock.
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WB_VERSION\$"; then
  log "installing wasm-bindgen-cli $WB_VERSION"
  # --locked fails on the registry mirror (its lockfile wants a crate the mirror lacks).
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

# 3b. wasm-split-cli, which cuts the page modules into chunks (scripts/split-module.sh); its
# runtime half is the wasm_split_helpers crate Leptos' `lazy` uses, so the two must agree.
SPLIT_VERSION=0.2.4
if ! cargo install --list 2>/dev/null | grep -q "^wasm_split_cli_support v$SPLIT_VERSION:"; then
  log "installing wasm-split-cli $SPLIT_VERSION"
  cargo install wasm_split_cli_support --version "$SPLIT_VERSION" --features build-binary --force
fi

# 4. wasm-opt from npm's binaryen (Debian's older one breaks wasm-bindgen's externref table).
WASM_OPT_VERSION=132
if ! /usr/local/bin/wasm-opt --version 2>/dev/null | grep -q "version $WASM_OPT_VERSION"; then
  log "installing wasm-opt (npm binaryen@$WASM_OPT_VERSION)"
  as_root npm install -g --silent --prefix /usr/local "binaryen@$WASM_OPT_VERSION.0.0"
fi

# 4b. esbuild, which minifies the app's JavaScript and styles after each build (scripts/minify.sh).
ESBUILD_VERSION=0.24.2
if ! /usr/local/bin/esbuild --version 2>/dev/null | grep -qx "$ESBUILD_VERSION"; then
  log "installing esbuild $ESBUILD_VERSION (npm)"
  as_root npm install -g --silent --prefix /usr/local "esbuild@$ESBUILD_VERSION"
fi

# 5. Chromium for the browser tests, and playwright-core to drive it (never its own browser).
if ! [ -x /usr/bin/chromium ]; then
  log "installing chromium"
  apt_install chromium
fi
if ! [ -f tests/browser/node_modules/.package-lock.json ] || \
   [ tests/browser/package-lock.json -nt tests/browser/node_modules/.package-lock.json ]; then
  log "installing browser-test dependencies"
  (cd tests/browser && npm ci --silent --no-audit --no-fund)
fi

# Trunk must take the tools above from PATH and never try to download its own.
sed -i "s/^wasm_bindgen = .*/wasm_bindgen = \"$WB_VERSION\"/" Trunk.toml
log "ready"
