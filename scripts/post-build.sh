#!/usr/bin/env bash
# Trunk's step after each build (Trunk.toml [[hooks]]): both page modules, each cut into chunks
# (scripts/split-module.sh); the engines' imports named short (scripts/short-imports.py); the
# JavaScript and styles minified (scripts/minify.sh); then the release named in the service
# worker (scripts/stamp-release.sh).
set -euo pipefail
DIR=${TRUNK_STAGING_DIR:?run by Trunk}
bash "$(dirname "$0")/split-module.sh" railyard "$DIR"
bash "$(dirname "$0")/split-module.sh" railyard-home "$DIR"
for game in age-of-steam steam-power steam russian-railroads; do
  python3 "$(dirname "$0")/short-imports.py" "$DIR/engine-${game}_bg.wasm" "$DIR/engine-$game.js"
done
bash "$(dirname "$0")/minify.sh" "$DIR"
bash "$(dirname "$0")/stamp-release.sh" "$DIR"
