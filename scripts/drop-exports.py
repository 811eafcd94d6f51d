#!/usr/bin/env python3
"""Removes a page module's exports whose names match a pattern, so wasm-opt then drops the code
only they reached. Used by scripts/split-module.sh for the streaming bodies of Leptos' server
functions (wasm-streams' `IntoUnderlying*` classes): Leptos always links them, the app has no
server and never calls them, and as exports they kept about 2 KiB gzipped in each page module.
Their JavaScript classes stay in the glue, unused: they call the module only when used.

    python3 scripts/drop-exports.py MODULE.wasm 'PATTERN'   (rewrites MODULE.wasm)
"""
import re
import sys

from wasm_sections import leb, read, rewrite_section, uleb


def main(path, pattern):
    wanted = re.compile(pattern)
    dropped = []

    def exports(body):  # (name, kind, index) each
        count, pos = leb(body, 0)
        kept = []
        for _ in range(count):
            length, name_at = leb(body, pos)
            name = body[name_at:name_at + length].decode()
            _, end = leb(body, name_at + length + 1)
            (dropped if wanted.search(name) else kept).append(body[pos:end])
            pos = end
        return uleb(len(kept)) + b''.join(kept)

    out = rewrite_section(read(path), 7, exports)
    if not dropped:
        sys.exit(f'{path}: no export matches {pattern} (has the dependency changed?)')
    open(path, 'wb').write(out)
    print(f'{path}: {len(dropped)} exports dropped')


if __name__ == '__main__':
    main(*sys.argv[1:3])
