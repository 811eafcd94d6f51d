#!/usr/bin/env bash
# Builds the home screen's module (`railyard-home`, src/home.rs) into DIR, cut into a first part
# and chunks that load when first wanted (the functions marked `split_off!`): the saved-games
# list's lines, an import, the rules reference. Trunk runs it after its build (scripts/post-build.sh);
# by hand: bash scripts/split-home.sh target/dist
#
# The steps are those of Trunk's own pipeline with the split in the middle: cargo (the module is
# linked with its relocations, so the split can follow every reference),
# wasm-split-cli (the first part, the chunks and the JavaScript that loads them), wasm-bindgen on
# the first part (keeping the function table and memory the chunks import), then wasm-opt on each.
set -euo pipefail
DIR=${1:?give the built folder}
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:/usr/local/bin:$PATH"
OUT=target/split-home
rm -rf "$OUT" && mkdir -p "$OUT/split" "$OUT/bindgen"
# Linked with its relocations (for this module only: `cargo rustc` gives the flag to its link
# alone, and the dependencies built for the other modules serve as they are).
cargo rustc --release --target wasm32-unknown-unknown --features web --bin railyard-home -- -C link-arg=--emit-relocs
wasm-split-cli --target web --out-name railyard-home target/wasm32-unknown-unknown/release/railyard-home.wasm "$OUT/split"
wasm-bindgen --target web --keep-lld-exports --no-typescript --out-dir "$OUT/bindgen" --out-name railyard-home "$OUT/split/railyard-home.wasm"
opt() { wasm-opt -Oz "$1" -o "$2" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue; }
rm -f "$DIR"/railyard-home*
opt "$OUT/bindgen/railyard-home_bg.wasm" "$DIR/railyard-home_bg.wasm"
# Every file of the module is named railyard-home…: the loader is railyard-home-split.js, each
# chunk railyard-home-<chunk>.wasm (the service worker keeps them all, scripts/stamp-release.sh).
# (Only the glue's JavaScript imports: the module's own import names stay as the module has them.)
sed -E 's#^(import \* as [A-Za-z0-9_]+ from )"\./__wasm_split\.js"#\1"./railyard-home-split.js"#' "$OUT/bindgen/railyard-home.js" > "$DIR/railyard-home.js"
grep -q '"./railyard-home-split.js"' "$DIR/railyard-home.js"
sed -E 's#new URL\("\./([A-Za-z0-9_]+\.wasm)"#new URL("./railyard-home-\1"#g' "$OUT/split/__wasm_split.js" > "$DIR/railyard-home-split.js"
for chunk in "$OUT"/split/*.wasm; do
  name=$(basename "$chunk")
  [ "$name" = railyard-home.wasm ] && continue
  grep -q "\"./railyard-home-$name\"" "$DIR/railyard-home-split.js"
  opt "$chunk" "$DIR/railyard-home-$name"
done
echo "home screen's module: $(cd "$DIR" && ls railyard-home* | tr '\n' ' ')"
