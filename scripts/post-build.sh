#!/usr/bin/env bash
# Trunk's step after each build (Trunk.toml [[hooks]]): the home screen's module, cut into chunks
# (scripts/split-home.sh), then the release named in the service worker (scripts/stamp-release.sh).
set -euo pipefail
DIR=${TRUNK_STAGING_DIR:?run by Trunk}
bash "$(dirname "$0")/split-home.sh" "$DIR"
bash "$(dirname "$0")/stamp-release.sh" "$DIR"
