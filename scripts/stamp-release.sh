#!/usr/bin/env bash
# Names the release in the built service worker after the app's files, so every build that
# changes a file gets its own worker and its own cache (see public/sw.js). Trunk runs it after
# each build (Trunk.toml [[hooks]]); by hand: bash scripts/stamp-release.sh target/dist
set -euo pipefail
DIR=${1:-${TRUNK_STAGING_DIR:?give the built folder}}
FILES=(index.html railyard-home.js railyard-home_bg.wasm railyard.js railyard_bg.wasm boot.js home.css table.css manifest.webmanifest icon.svg
  engine-age-of-steam_loader.js engine-age-of-steam.js engine-age-of-steam_bg.wasm
  engine-steam-power_loader.js engine-steam-power.js engine-steam-power_bg.wasm
  engine-steam_loader.js engine-steam.js engine-steam_bg.wasm
  engine-russian-railroads_loader.js engine-russian-railroads.js engine-russian-railroads_bg.wasm
  words-en.json words-pt.json words-es.json words-pl.json page-en.json page-pt.json page-es.json page-pl.json)
# Each engine's worker script, from one template (src/bin/engine/loader.js).
for game in age-of-steam steam-power steam russian-railroads; do
  sed "s/@GAME@/$game/g" "$(dirname "$0")/../src/bin/engine/loader.js" > "$DIR/engine-${game}_loader.js"
done
# The page modules' chunks and their loaders (scripts/split-module.sh), in the release and the
# worker's list.
mapfile -t CHUNKS < <(cd "$DIR" && ls -- *.chunks.js *.chunk.*.wasm 2>/dev/null | sort)
FILES+=("${CHUNKS[@]}")
sed -i "/^  '\.\/[^']*\.chunks\?\./d" "$DIR/sw.js"
for f in "${CHUNKS[@]}"; do sed -i "/@CHUNKS@/a\\  './$f'," "$DIR/sw.js"; done
# The words files are part of the release: written first (scripts/bundle-words.py).
python3 "$(dirname "$0")/bundle-words.py" "$DIR"
RELEASE=$(cd "$DIR" && cat "${FILES[@]}" | sha256sum | cut -c1-16)
sed -i "s/^const RELEASE = '[^']*';/const RELEASE = '$RELEASE';/" "$DIR/sw.js"
grep -q "^const RELEASE = '$RELEASE';" "$DIR/sw.js"
echo "release $RELEASE"
