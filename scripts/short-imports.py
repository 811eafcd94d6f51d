#!/usr/bin/env python3
"""Gives a wasm module's imports from its JavaScript glue short names, in both files.

wasm-bindgen names each import after the function it wraps plus a 16-digit hash
(`__wbg_setAttribute_2704501201f15687`); the name is written in the module and in the glue, and
the hashes do not compress: about 5 KiB gzipped of a page module's first visit. They become
`__w` and three base-36 digits (`__w00a`), numbered in the module's import order. Each name must
be a key of the glue's import object exactly once, or nothing is written (a new wasm-bindgen
that writes its glue otherwise stops the build instead of breaking the page).

    python3 scripts/short-imports.py MODULE_bg.wasm GLUE.js   (rewrites both)
"""
import os
import re
import sys

from wasm_sections import leb, read, rewrite_section, uleb

DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz'


def name_of(i):
    if i >= 36 ** 3:
        sys.exit('more imports than three digits can number')
    return '__w' + DIGITS[i // 1296] + DIGITS[i // 36 % 36] + DIGITS[i % 36]


def skip_desc(body, at):
    """The position after an import's description (function, table, memory or global)."""
    kind = body[at]
    at += 1
    if kind == 0:  # function: type index
        return leb(body, at)[1]
    if kind == 1:  # table: element type, limits
        at += 1
    if kind in (1, 2):  # limits: flags, minimum, maximum if flagged
        flags = body[at]
        at = leb(body, at + 1)[1]
        return leb(body, at)[1] if flags & 1 else at
    if kind == 3:  # global: value type, mutability
        return at + 2
    sys.exit(f'unknown import kind {kind}')


def main(wasm_path, js_path):
    module = './' + os.path.basename(wasm_path)[:-len('.wasm')] + '.js'
    js = open(js_path, encoding='utf-8').read()
    renamed = {}

    def imports(body):  # (module, name, description) each
        count, pos = leb(body, 0)
        entries = bytearray(uleb(count))
        for _ in range(count):
            length, mod_at = leb(body, pos)
            mod = body[mod_at:mod_at + length].decode()
            length, name_at = leb(body, mod_at + length)
            name = body[name_at:name_at + length].decode()
            end = skip_desc(body, name_at + length)
            if mod == module:
                name = renamed.setdefault(name, name_of(len(renamed)))
            entries += uleb(len(mod.encode())) + mod.encode() + uleb(len(name.encode())) + name.encode()
            entries += body[name_at + length:end]
            pos = end
        return bytes(entries)

    out = rewrite_section(read(wasm_path), 2, imports)
    if not renamed:
        sys.exit(f'{wasm_path}: no import from {module}')
    for old, new in renamed.items():
        token = re.compile(r'(?<![\w$])' + re.escape(old) + r'(?![\w$])')
        hits = len(token.findall(js))
        if hits != 1 or new in js:
            sys.exit(f'{js_path}: {old} is named {hits} times (one key wanted), or {new} is taken')
        js = token.sub(new, js)
    open(wasm_path, 'wb').write(out)
    open(js_path, 'w', encoding='utf-8').write(js)
    print(f'{wasm_path}: {len(renamed)} imports renamed')


if __name__ == '__main__':
    main(*sys.argv[1:3])
