#!/usr/bin/env python3
"""Generates Steam's boards (src/games/steam/maps/*.json) from real geography: each place by
latitude and longitude, water, hills and rivers as areas, on an odd-q hex grid (odd columns
shifted half a hex down). Run from the repository root; the JSON files are what the game reads."""
import json

def board(spec):
    lon0, lat0, dlon, dlat, cols, rows = spec["grid"]
    def cell(lat, lon):
        c = round((lon - lon0) / dlon)
        r = round((lat0 - lat) / dlat - (0.5 if c % 2 else 0))
        return c, r
    def centre(c, r):
        return lat0 - (r + (0.5 if c % 2 else 0)) * dlat, lon0 + c * dlon
    def inside(area, lat, lon):
        return any(a <= lat <= b and c <= lon <= d for a, b, c, d in area)
    places = {}
    for kind, items in (("city", spec["cities"]), ("town", spec["towns"])):
        for it in items:
            at = cell(it[1], it[2])
            assert at not in places, f"{it[0]} shares a hex with {places[at]['name']}"
            assert 0 <= at[0] < cols and 0 <= at[1] < rows, it[0]
            h = {"col": at[0], "row": at[1], "terrain": kind, "name": it[0]}
            if kind == "city":
                h["colour"], h["cubes"] = it[3], it[4]
            places[at] = h
    hexes = []
    for c in range(cols):
        for r in range(rows):
            if (c, r) in places:
                hexes.append(places[(c, r)])
                continue
            lat, lon = centre(c, r)
            if inside(spec["off"], lat, lon):
                continue
            t = "plain"
            if inside(spec["water"], lat, lon):
                t = "water"
            elif inside(spec["hills"], lat, lon):
                t = "hills"
            elif inside(spec["rivers"], lat, lon):
                t = "river"
            hexes.append({"col": c, "row": r, "terrain": t})
    for (c, r, e) in spec.get("blocked", []):
        for h in hexes:
            if (h["col"], h["row"]) == (c, r):
                h.setdefault("blocked", []).append(e)
    out = {k: spec[k] for k in ("id", "name", "min_players", "max_players", "new_cities")}
    lines = ",\n".join("  " + json.dumps(h) for h in hexes)
    text = "{\n" + "".join(f' "{k}": {json.dumps(v)},\n' for k, v in out.items()) + ' "hexes": [\n' + lines + "\n ]\n}\n"
    open(f"src/games/steam/maps/{spec['file']}.json", "w").write(text)
    land = sum(1 for h in hexes if h["terrain"] != "water")
    print(spec["id"], "land hexes", land, "cubes", sum(h.get("cubes", 0) for h in hexes))

NEW_CITIES = [{"letter": l, "colour": c, "display": 0} for l, c in
              zip("ABCDEFGH", ["red", "blue", "yellow", "purple", "black", "black", "black", "black"])]

# North-eastern USA and south-eastern Canada: (name, lat, lon[, colour, printed cubes]).
board({
    "file": "northeast", "id": "northeast", "name": "North-eastern USA & South-eastern Canada",
    "min_players": 3, "max_players": 5, "new_cities": NEW_CITIES,
    "grid": (-82.2, 47.3, 0.88, 0.57, 16, 14),
    "cities": [
        ("Toronto", 43.65, -79.38, "red", 2), ("Montreal", 45.50, -73.57, "blue", 3),
        ("Quebec", 46.81, -71.21, "yellow", 2), ("Ottawa", 45.42, -75.70, "purple", 2),
        ("New York", 40.71, -74.01, "red", 3), ("Boston", 42.36, -71.06, "purple", 3),
        ("Philadelphia", 39.95, -75.16, "yellow", 3), ("Pittsburgh", 40.44, -79.99, "blue", 2),
        ("Buffalo", 42.89, -78.88, "yellow", 2), ("Albany", 42.65, -73.76, "blue", 2),
        ("Portland", 43.66, -70.26, "red", 1), ("Cleveland", 41.50, -81.69, "purple", 2),
        ("Syracuse", 43.05, -76.15, "red", 1), ("Hartford", 41.76, -72.67, "yellow", 1),
    ],
    "towns": [
        ("Amsterdam", 42.94, -74.19), ("Rochester", 43.16, -77.61), ("Kingston", 44.23, -76.49),
        ("Scranton", 41.41, -75.66), ("Harrisburg", 40.27, -76.88), ("Erie", 42.13, -80.09),
        ("Burlington", 44.48, -73.21), ("Sherbrooke", 45.40, -71.89), ("Pittsfield", 42.45, -73.25),
        ("Providence", 41.82, -71.41), ("Binghamton", 42.10, -75.91), ("Utica", 43.10, -75.23),
        ("Trois-Rivieres", 46.35, -72.55), ("Concord", 43.21, -71.54), ("Williamsport", 41.24, -77.00),
        ("Hamilton", 43.26, -79.87), ("Sudbury Road", 45.60, -79.40),
    ],
    # Lake Huron and Georgian Bay, Lake Erie, Lake Ontario, Lake Champlain, the lower St
    # Lawrence, Long Island Sound and the Atlantic, the Gulf of Maine.
    "water": [(43.6, 47.5, -82.5, -80.3), (41.4, 42.6, -82.5, -79.3), (42.5, 42.8, -80.5, -79.4),
              (43.35, 44.0, -79.6, -76.4), (44.6, 45.0, -73.45, -73.25), (46.95, 47.5, -71.3, -68.0),
              (39.0, 40.5, -73.9, -68.0), (39.0, 41.15, -72.8, -68.0), (39.0, 41.35, -71.0, -68.0),
              (39.0, 42.1, -70.4, -68.0), (42.1, 42.6, -70.6, -68.0), (42.6, 43.4, -70.2, -68.0), (43.4, 47.0, -69.3, -68.0)],
    "off": [],
    # Appalachian plateau and ridges, Catskills, Adirondacks, Green and White Mountains,
    # Laurentians, Berkshires.
    "hills": [(40.6, 41.9, -79.6, -76.2), (41.9, 42.4, -74.8, -74.0), (43.4, 44.5, -75.3, -73.8),
              (43.0, 45.0, -73.0, -72.6), (43.9, 44.6, -71.9, -70.9), (45.9, 47.3, -76.5, -72.8),
              (42.0, 42.7, -73.4, -73.0), (39.8, 40.6, -79.4, -77.8)],
    # Hudson, Mohawk, Susquehanna, St Lawrence, Ottawa, Connecticut, Delaware.
    "rivers": [(40.8, 42.6, -74.1, -73.6), (42.8, 43.1, -75.6, -74.0), (40.2, 42.2, -77.2, -75.9),
               (44.3, 46.6, -76.3, -71.0), (45.3, 45.8, -77.5, -74.2), (41.3, 44.9, -72.7, -72.3),
               (40.0, 41.5, -75.3, -74.8)],
})
