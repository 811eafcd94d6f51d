#!/usr/bin/env bash
# Minifies what a first visit downloads beside the wasm: the page modules' JavaScript glue,
# public/boot.js, the engines' glue, both stylesheets and index.html (comments and blank lines;
# the integrity of its stylesheet link is written again). The sources keep their comments.
# Trunk's step after each build runs it (scripts/post-build.sh), before the release is named;
# by hand: bash scripts/minify.sh target/dist
#
# Not Trunk's own minifier: it would rewrite the engines' glue with a JavaScript minifier of its
# own, while esbuild (scripts/setup.sh installs it) is the one the web's bundlers use. Left as
# they are: the chunk loaders (scripts/bench-load.mjs reads them) and sw.js (its release line is
# rewritten by the update test), both small.
set -euo pipefail
DIR=${1:?give the built folder}
export PATH="$PATH:/usr/local/bin"
cd "$DIR"
min() { esbuild "$1" --minify --log-level=warning --allow-overwrite --outfile="$1" "${@:2}"; }
# ES modules: their own top-level names are shortened too; exports keep theirs.
for f in railyard.js railyard-home.js boot.js; do min "$f" --format=esm; done
# The engines' glue is a classic worker script: its global `wasm_bindgen` keeps its name.
for f in engine-*.js; do
  case "$f" in *_loader.js) continue ;; esac
  min "$f"
  grep -q '^let wasm_bindgen=' "$f"
done
for f in home.css table.css; do min "$f"; done
python3 - <<'PY'
import base64, hashlib, re
html = open('index.html', encoding='utf-8').read()
html = re.sub(r'\s*<!--.*?-->', '', html, flags=re.S)
html = '\n'.join(line for line in html.split('\n') if line.strip()) + '\n'
digest = base64.b64encode(hashlib.sha384(open('home.css', 'rb').read()).digest()).decode()
html, n = re.subn(r'(href="\./home\.css" integrity=")sha384-[^"]*"', r'\g<1>sha384-' + digest + '"', html)
assert n == 1, 'index.html links home.css once, with its integrity'
open('index.html', 'w', encoding='utf-8').write(html)
PY
echo "minified: glue, boot.js, styles, index.html"
