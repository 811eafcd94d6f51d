"""Reading and rewriting one section of a wasm module, for the build's steps on the page and
engine modules (scripts/drop-exports.py, scripts/short-imports.py)."""
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


def read(path):
    data = open(path, 'rb').read()
    if data[:4] != b'\0asm':
        sys.exit(f'{path}: not a wasm module')
    return data


def rewrite_section(data, section_id, change):
    """The module `data` with the body of its section `section_id` replaced by `change(body)`;
    the other sections as they are."""
    out, at = bytearray(data[:8]), 8
    while at < len(data):
        section = data[at]
        size, start = leb(data, at + 1)
        body = data[start:start + size]
        if section == section_id:
            body = change(body)
        out += bytes([section]) + uleb(len(body)) + body
        at = start + size
    return bytes(out)
