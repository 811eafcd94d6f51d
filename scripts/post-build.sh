#!/usr/bin/env bash
# Trunk's step after each build (Trunk.toml [[hooks]]): both page modules, each cut into chunks
# (scripts/split-module.sh), the JavaScript and styles minified (scripts/minify.sh), then the release
# named in the service worker (scripts/stamp-release.sh).
set -euo pipefail
DIR=${TRUNK_STAGING_DIR:?run by Trunk}
bash "$(dirname "$0")/split-module.sh" railyard "$DIR"
bash "$(dirname "$0")/split-module.sh" railyard-home "$DIR"
bash "$(dirname "$0")/minify.sh" "$DIR"
bash "$(dirname "$0")/stamp-release.sh" "$DIR"
