#!/usr/bin/env python3
"""Converts a reference Age of Steam board (hexes[y][x], interleaved half-rows) into Railyard's
map format: one entry per hex with offset coordinates (col = 2x + y % 2, row = y // 2, odd
columns shifted down), terrain, and the city/town facts the engine needs.

Usage: python3 scripts/convert-aos-map.py REFERENCE.json ID "Name" MIN MAX > OUT.json
"""
import json
import sys

TERRAIN = {1: "water", 2: "plain", 3: "river", 4: "mountain", 5: "town", 6: "city", 7: "hills"}
COLOUR = {1: "black", 2: "red", 3: "yellow", 4: "blue", 5: "purple"}
# Rust Belt's new-city tiles and the display column (0-5 light 1-6, 6-11 dark 1-6) feeding each.
NEW_CITIES = [("A", "red", 2), ("B", "blue", 3), ("C", "black", 4), ("D", "black", 5),
              ("E", "yellow", 6), ("F", "purple", 7), ("G", "black", 8), ("H", "black", 9)]


def main():
    src, map_id, name, lo, hi = sys.argv[1:6]
    ref = json.load(open(src))
    hexes = []
    for y, row in enumerate(ref["hexes"]):
        for x, h in enumerate(row):
            if not h or h.get("type", 0) == 0:
                continue
            out = {"col": 2 * x + y % 2, "row": y // 2, "terrain": TERRAIN[h["type"]]}
            if h.get("name"):
                out["name"] = h["name"].replace("St Louis", "St. Louis")
            if h["type"] == 6:
                out["colour"] = COLOUR[h["cityColor"]]
                out["display"] = h["goodsGrowth"][0]
                out["cubes"] = h["startingCubeCount"]
            hexes.append(out)
    hexes.sort(key=lambda h: (h["col"], h["row"]))
    data = {
        "id": map_id, "name": name, "min_players": int(lo), "max_players": int(hi),
        "new_cities": [{"letter": l, "colour": c, "display": d} for l, c, d in NEW_CITIES],
        "hexes": hexes,
    }
    # One hex per line keeps the file readable and its diffs small.
    line = lambda v: json.dumps(v, ensure_ascii=False)
    head = {k: v for k, v in data.items() if k not in ("hexes", "new_cities")}
    parts = [f' "{k}": {line(v)},' for k, v in head.items()]
    parts.append(' "new_cities": [\n' + ",\n".join("  " + line(c) for c in data["new_cities"]) + "\n ],")
    parts.append(' "hexes": [\n' + ",\n".join("  " + line(h) for h in data["hexes"]) + "\n ]")
    text = "{\n" + "\n".join(parts) + "\n}"
    print(text)


main()
