#!/usr/bin/env python3
"""Converts the reference Age of Steam boards (hexes[y][x], interleaved half-rows; see
tests/fixtures/aos-reference-maps/README.md) into Railyard's map format: one entry per hex with
offset coordinates (col = 2x + y % 2, row = y // 2, odd columns shifted down), terrain, and the
facts the engine reads (cities, towns, cubes, printed costs, ports, walls, printed track, special
links). Direction codes 0-5 (N, NE, SE, S, SW, NW) are the project's edge numbers as they are.

Every map is checked while converting (see `check`); a failed check stops the script.

Usage: python3 scripts/convert-aos-map.py [ID ...]   (no ID: every map)
Reads tests/fixtures/aos-reference-maps/, writes src/games/age_of_steam/maps/<id>.json.
"""
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
REFERENCE = os.path.join(ROOT, "tests", "fixtures", "aos-reference-maps")
OUT = os.path.join(ROOT, "src", "games", "age_of_steam", "maps")

TERRAIN = {1: "water", 2: "plain", 3: "river", 4: "mountain", 5: "town", 6: "city", 7: "hills",
           8: "swamp", 9: "dark-mountain"}
COLOUR = {1: "black", 2: "red", 3: "yellow", 4: "blue", 5: "purple"}
# The base game's new-city tiles and the display column (0-5 light 1-6, 6-11 dark 1-6) feeding
# each; the ChooChoo files list their own (`facts.newCityTiles`), the same on every map but Barbados.
NEW_CITIES = [("red", 2), ("blue", 3), ("black", 4), ("black", 5), ("yellow", 6), ("purple", 7), ("black", 8), ("black", 9)]

# id: (reference file, name, fewest players, most players). Player counts are the rulebook's
# (digest §16), not the reference files' where they differ (Pittsburgh: 3-4, ChooChoo 3 only).
MAPS = {
    "rust-belt": ("rust_belt.json", "Rust Belt", 3, 6),
    "germany": ("germany.json", "Germany", 3, 6),
    "southern-us": ("southern_us.json", "Southern US", 3, 6),
    "poland": ("poland.json", "Poland", 3, 6),
    "pittsburgh": ("pittsburgh.json", "Pittsburgh", 3, 4),
    "heavy-cardboard": ("heavy_cardboard.json", "Heavy Cardboard", 4, 6),
    "detroit": ("detroit.json", "Detroit Bankruptcy", 1, 5),
    "barbados": ("barbados.json", "Barbados", 1, 1),
    "st-lucia": ("st_lucia.json", "St. Lucia", 2, 2),
    "new-england": ("new_england.json", "New England", 2, 2),
}

# Names respelt from the reference files: Rust Belt's as the rulebook writes it, Poland's in
# Polish (the reference files drop the diacritics; "Ostroteka" is Ostrołęka misread).
# tests/age_of_steam/reference_maps.rs holds the same table: change both together.
RENAME = {
    "rust-belt": {"St Louis": "St. Louis"},
    "poland": {"Gdansk": "Gdańsk", "Bialystok": "Białystok", "Gorzow": "Gorzów", "Ostroteka": "Ostrołęka",
               "Poznan": "Poznań", "Zielona Gora": "Zielona Góra", "Lukow": "Łuków", "Lodz": "Łódź",
               "Luban": "Lubań", "Wroclaw": "Wrocław", "Rzeszow": "Rzeszów", "Krakow": "Kraków"},
}

# Colours a city accepts beyond the reference file's, from the rulebook: Southern US's four ports
# also take cotton (white). tests/age_of_steam/reference_maps.rs holds the same table.
MORE_COLOURS = {
    "southern-us": {"Charleston": ["white"], "Savannah": ["white"], "Mobile": ["white"], "New Orleans": ["white"]},
}

# Starting cubes where the rulebook and the reference file disagree (the rulebook wins):
# Germany's Portuguese text gives Vienna 4 (so Berlin the usual 2) where the file gives Berlin 4.
# tests/age_of_steam/reference_maps.rs holds the same table.
CUBES = {
    "germany": {"To Vienna": 4, "Berlin": 2},
}


def pos(x, y):
    return 2 * x + y % 2, y // 2


def neighbour(x, y, d):
    """The reference layout's neighbour of (x, y) through direction d."""
    odd = y % 2
    return [(x, y - 2), (x + odd, y - 1), (x + odd, y + 1), (x, y + 2), (x - 1 + odd, y + 1), (x - 1 + odd, y - 1)][d]


def convert(map_id):
    file, name, lo, hi = MAPS[map_id]
    ref = json.load(open(os.path.join(REFERENCE, file), encoding="utf-8"))
    rename = RENAME.get(map_id, {})
    hexes = []
    for y, row in enumerate(ref["hexes"]):
        for x, h in enumerate(row):
            if not h or h.get("type", 0) == 0:
                continue
            col, r = pos(x, y)
            out = {"col": col, "row": r, "terrain": TERRAIN[h["type"]]}
            if h.get("name"):
                out["name"] = rename.get(h["name"], h["name"])
            if h.get("cityColor"):
                out["colour"] = COLOUR[h["cityColor"]]
            if len(h.get("cityColors", [])) > 1:
                out["colours"] = [COLOUR[c] for c in h["cityColors"]]
            more = MORE_COLOURS.get(map_id, {}).get(out.get("name"))
            if more:
                out["colours"] = out.get("colours", [out["colour"]]) + more
            growth = h.get("goodsGrowth") or []
            if growth:
                out["display"] = growth[0]
            if len(growth) > 1:
                out["more_display"] = growth[1:]
            if h.get("startingCubeCount"):
                out["cubes"] = h["startingCubeCount"]
            elif h["type"] == 6 and h.get("cityColor"):
                out["cubes"] = 0
            fixed = CUBES.get(map_id, {}).get(out.get("name"))
            if fixed is not None:
                out["cubes"] = fixed
            if h.get("startingGoods"):
                out["starting_goods"] = [COLOUR[c] for c in h["startingGoods"]]
            if "cost" in h:
                out["cost"] = h["cost"]
            if (h.get("mapData") or {}).get("portNumber"):
                out["port"] = h["mapData"]["portNumber"]
            if h.get("multiHexCity"):
                out["part_of"] = h["multiHexCity"]
            if h.get("blockedEdges"):
                out["blocked"] = h["blockedEdges"]
            if h.get("preplacedTrack"):
                out["printed_track"] = [{"exits": t["exits"], "claim_cost": t["claimCost"]} for t in h["preplacedTrack"]]
            hexes.append(out)
    hexes.sort(key=lambda h: (h["col"], h["row"]))
    facts = ref.get("facts") or {}
    tiles = facts.get("newCityTiles")
    new_cities = [(COLOUR[t["cityColor"]], t["goodsGrowth"][0]) for t in tiles] if tiles else NEW_CITIES
    links = []
    for t in ref.get("teleportLinks") or []:
        a, b = t["left"], t["right"]
        links.append({"from": [*pos(a["hex"]["x"], a["hex"]["y"]), a["direction"]],
                      "to": [*pos(b["hex"]["x"], b["hex"]["y"]), b["direction"]], "cost": t["cost"]})
    data = {
        "id": map_id, "name": name, "min_players": lo, "max_players": hi,
        "new_cities": [{"letter": chr(65 + i), "colour": c, "display": d} for i, (c, d) in enumerate(new_cities)],
        "hexes": hexes,
    }
    if links:
        data["special_links"] = links
    check(map_id, ref, data)
    return data


def check(map_id, ref, data):
    """What must hold of every converted board; a failure names the map and the hex."""
    grid = ref["hexes"]
    at = {(h["col"], h["row"]): h for h in data["hexes"]}
    land = [(x, y) for y, row in enumerate(grid) for x, h in enumerate(row) if h and h.get("type", 0)]
    assert len(at) == len(data["hexes"]) == len(land), f"{map_id}: a hex lost or doubled"

    def ref_at(x, y):
        return grid[y][x] if 0 <= y < len(grid) and 0 <= x < len(grid[y]) and grid[y][x] else {}

    columns = []
    for h in data["hexes"]:
        where = f"{map_id} ({h['col']}, {h['row']})"
        if h["terrain"] == "city" and not h.get("port") and not (h.get("part_of") and "name" not in h):
            assert "colour" in h or "starting_goods" in h, f"{where}: a city without a colour"
            assert "name" in h, f"{where}: a city without a name"
        if h["terrain"] == "town":
            assert "name" in h, f"{where}: a town without a name"
        for c in [h.get("display")] + h.get("more_display", []):
            if c is not None:
                assert 0 <= c < 12, f"{where}: display column {c}"
                columns.append(c)
        for t in h.get("printed_track", []):
            a, b = t["exits"]
            assert a != b and 0 <= a < 6 and 0 <= b < 6, f"{where}: printed track {t}"
    assert len(columns) == len(set(columns)), f"{map_id}: a display column feeds two cities"
    for link in data.get("special_links", []):
        (c1, r1, e1), (c2, r2, e2) = link["from"], link["to"]
        assert (e1 + 3) % 6 == e2, f"{map_id}: special link edges {e1} and {e2} do not face"
        assert at[(c1, r1)].get("name") and at[(c2, r2)].get("name"), f"{map_id}: a special link ends off a city"
    for t in ref.get("teleportLinks") or []:
        a, b = t["left"], t["right"]
        assert neighbour(a["hex"]["x"], a["hex"]["y"], a["direction"]) == (b["hex"]["x"], b["hex"]["y"]), f"{map_id}: link {t}"
    for y, row in enumerate(grid):
        for x, h in enumerate(row):
            for d in (h or {}).get("blockedEdges", []):
                assert ref_at(*neighbour(x, y, d)).get("type"), f"{map_id}: wall ({x}, {y}) {d} faces no hex"


def write(data):
    # One hex per line keeps the file readable and its diffs small.
    line = lambda v: json.dumps(v, ensure_ascii=False)
    head = {k: v for k, v in data.items() if k not in ("hexes", "new_cities", "special_links")}
    parts = [f' "{k}": {line(v)},' for k, v in head.items()]
    parts.append(' "new_cities": [\n' + ",\n".join("  " + line(c) for c in data["new_cities"]) + "\n ],")
    tail = ' "hexes": [\n' + ",\n".join("  " + line(h) for h in data["hexes"]) + "\n ]"
    if "special_links" in data:
        tail += ',\n "special_links": [\n' + ",\n".join("  " + line(s) for s in data["special_links"]) + "\n ]"
    parts.append(tail)
    path = os.path.join(OUT, data["id"].replace("-", "_") + ".json")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n" + "\n".join(parts) + "\n}\n")
    print(f"{path}: {len(data['hexes'])} hexes")


def main():
    ids = sys.argv[1:] or list(MAPS)
    for map_id in ids:
        write(convert(map_id))


main()
