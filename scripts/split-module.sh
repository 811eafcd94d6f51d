#!/usr/bin/env bash
# Builds a page module into DIR, cut into a first part and chunks that load when first wanted (the
# functions marked `split_off!`, src/ui/split.rs). Trunk runs it after its build for both page
# modules (scripts/post-build.sh); by hand: bash scripts/split-module.sh railyard-home target/dist
#
# The steps are those of Trunk's own pipeline with the split in the middle: cargo (the module is
# linked with its relocations, so the split can follow every reference), wasm-split-cli (the first
# part, the chunks and the JavaScript that loads them), wasm-bindgen on the first part (keeping
# the function table and memory the chunks import), then wasm-opt on each; the imports of the
# first part get short names (scripts/short-imports.py).
# Files: <bin>.js and <bin>_bg.wasm as Trunk names them, <bin>.chunks.js (the loader) and
# <bin>.chunk.<name>.wasm.
set -euo pipefail
BIN=${1:?give the module: railyard or railyard-home}
DIR=${2:?give the built folder}
cd "$(dirname "$0")/.."
# Appended, not prepended: the wasm toolchain build.sh chose (rustup, or Debian's with build-std)
# stays first on PATH.
export PATH="$PATH:$HOME/.cargo/bin:/usr/local/bin"
OUT=target/split/$BIN
rm -rf "$OUT" && mkdir -p "$OUT/split" "$OUT/bindgen"
# The relocations for this module's link alone: `cargo rustc` gives the flag to the binary only,
# so the dependencies built for the other modules serve as they are.
cargo rustc --release --target wasm32-unknown-unknown --features web --bin "$BIN" -- -C link-arg=--emit-relocs
wasm-split-cli --target web --out-name "$BIN" "target/wasm32-unknown-unknown/release/$BIN.wasm" "$OUT/split"
wasm-bindgen --target web --keep-lld-exports --no-typescript --out-dir "$OUT/bindgen" --out-name "$BIN" "$OUT/split/$BIN.wasm"
# Exports the app never calls, kept only because Leptos links them (scripts/drop-exports.py).
python3 scripts/drop-exports.py "$OUT/bindgen/${BIN}_bg.wasm" '^(__wbg_)?intounderlying(bytesource|sink|source)_'
opt() { wasm-opt -Oz "$1" -o "$2" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue; }
rm -f "$DIR/$BIN.js" "$DIR/${BIN}_bg.wasm" "$DIR/$BIN".chunk*
opt "$OUT/bindgen/${BIN}_bg.wasm" "$DIR/${BIN}_bg.wasm"
# The glue's JavaScript imports of the loader are renamed; the module's own import names stay.
sed -E "s#^(import \\* as [A-Za-z0-9_]+ from )\"\\./__wasm_split\\.js\"#\\1\"./$BIN.chunks.js\"#" "$OUT/bindgen/$BIN.js" > "$DIR/$BIN.js"
grep -q "\"./$BIN.chunks.js\"" "$DIR/$BIN.js"
python3 scripts/short-imports.py "$DIR/${BIN}_bg.wasm" "$DIR/$BIN.js"
sed -E "s#new URL\\(\"\\./([A-Za-z0-9_]+\\.wasm)\"#new URL(\"./$BIN.chunk.\\1\"#g" "$OUT/split/__wasm_split.js" > "$DIR/$BIN.chunks.js"
for chunk in "$OUT"/split/*.wasm; do
  name=$(basename "$chunk")
  [ "$name" = "$BIN.wasm" ] && continue
  grep -q "\"./$BIN.chunk.$name\"" "$DIR/$BIN.chunks.js"
  opt "$chunk" "$DIR/$BIN.chunk.$name"
done
echo "$BIN: $(cd "$DIR" && ls "$BIN".js "${BIN}"_bg.wasm "$BIN".chunk* | wc -l) files"
