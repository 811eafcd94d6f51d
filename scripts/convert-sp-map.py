#!/usr/bin/env python3
"""Converts a Steam Power map written as rows of letters (one letter a hex: `.` plain, `h` hills,
`m` mountain, `~` water, `C` city; row r, column c is offset hex (c, r), odd columns shifted
down) into Railyard's rail map format, one entry per hex sorted by column then row.

Usage: python3 scripts/convert-sp-map.py ROWS.json > OUT.json
"""
import json
import sys

TERRAIN = {".": "plain", "h": "hills", "m": "mountain", "~": "water", "C": "city"}


def main():
    src = json.load(open(sys.argv[1]))
    hexes = []
    for row, line in enumerate(src["rows"]):
        for col, ch in enumerate(line):
            hexes.append({"col": col, "row": row, "terrain": TERRAIN[ch]})
    hexes.sort(key=lambda h: (h["col"], h["row"]))
    # One hex per line keeps the file readable and its diffs small.
    line = lambda v: json.dumps(v, ensure_ascii=False)
    parts = [f' "id": {line(src["id"])},', f' "name": {line(src["name"])},']
    parts.append(' "hexes": [\n' + ",\n".join("  " + line(h) for h in hexes) + "\n ]")
    print("{\n" + "\n".join(parts) + "\n}")


main()
