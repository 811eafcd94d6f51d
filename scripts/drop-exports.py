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


def leb(data, at):
    """Reads an unsigned LEB128 number at `at`: (value, position after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def uleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def main(path, pattern):
    wanted = re.compile(pattern)
    data = open(path, 'rb').read()
    if data[:4] != b'\0asm':
        sys.exit(f'{path}: not a wasm module')
    out, at, dropped = bytearray(data[:8]), 8, []
    while at < len(data):
        section = data[at]
        size, start = leb(data, at + 1)
        body = data[start:start + size]
        if section == 7:  # exports: (name, kind, index) each
            count, pos = leb(body, 0)
            kept = []
            for _ in range(count):
                length, name_at = leb(body, pos)
                name = body[name_at:name_at + length].decode()
                _, end = leb(body, name_at + length + 1)
                (dropped if wanted.search(name) else kept).append((name, body[pos:end]))
                pos = end
            body = uleb(len(kept)) + b''.join(entry for _, entry in kept)
        out += bytes([section]) + uleb(len(body)) + body
        at = start + size
    if not dropped:
        sys.exit(f'{path}: no export matches {pattern} (has the dependency changed?)')
    open(path, 'wb').write(out)
    print(f'{path}: {len(dropped)} exports dropped')


if __name__ == '__main__':
    main(*sys.argv[1:3])
