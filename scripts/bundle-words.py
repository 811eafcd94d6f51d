#!/usr/bin/env python3
"""Writes words-<lang>.json into the built folder for every language: all of the games' message
catalogues in that language, as {prefix: {key: template}}. The page fetches the one of the
language it shows (the table's module has English compiled in; the home screen's module fetches
English too, when it first shows the games' words); the list of catalogues is
`catalogues!` in src/games/mod.rs.
Also page-<lang>.json for every language: the page's own words (src/ui/locales/<lang>.json, whose
keys build.rs checks), fetched when the page first shows that language (src/ui/i18n.rs; the
table's module has English compiled in, the home screen's fetches it too). A JSON array: the key
list's fingerprint (as build.rs computes it), then each key's text in the keys' sorted order.
Usage: python3 scripts/bundle-words.py DIST"""
import json
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
GAMES = os.path.join(ROOT, 'src', 'games')
LANGS = ['en', 'pt', 'es', 'pl']

source = open(os.path.join(GAMES, 'mod.rs'), encoding='utf-8').read()
block = re.search(r'^catalogues! \{(.*?)^\}', source, re.S | re.M).group(1)
dirs = re.findall(r'"(\w+)" => "([^"]+)"', block)
assert dirs, 'no catalogues found in src/games/mod.rs'
for lang in LANGS:
    bundle = {}
    for prefix, folder in dirs:
        with open(os.path.join(GAMES, folder, lang + '.json'), encoding='utf-8') as f:
            bundle[prefix] = json.load(f)
    with open(os.path.join(sys.argv[1], f'words-{lang}.json'), 'w', encoding='utf-8') as f:
        json.dump(bundle, f, ensure_ascii=False, separators=(',', ':'))


def fingerprint(keys):
    """FNV-1a (32 bits) of the keys, each followed by a newline, in hex (build.rs's)."""
    h = 0x811c9dc5
    for b in ''.join(k + '\n' for k in keys).encode():
        h = ((h ^ b) * 0x01000193) & 0xffffffff
    return f'{h:08x}'


LOCALES = os.path.join(ROOT, 'src', 'ui', 'locales')
with open(os.path.join(LOCALES, 'en.json'), encoding='utf-8') as f:
    KEYS = sorted(json.load(f))
for lang in LANGS:
    with open(os.path.join(LOCALES, lang + '.json'), encoding='utf-8') as f:
        page = json.load(f)
    with open(os.path.join(sys.argv[1], f'page-{lang}.json'), 'w', encoding='utf-8') as f:
        json.dump([fingerprint(KEYS)] + [page[k] for k in KEYS], f, ensure_ascii=False, separators=(',', ':'))
print('words', ' '.join(LANGS))
