#!/usr/bin/env python3
"""Generates Steam's boards (src/games/steam/maps/*.json) from real geography: each place by
latitude and longitude, water and hills as areas, rivers and canals as lines (a hex whose centre
lies near one is a river hex), and uncrossable shores as lines (an edge between two land hexes
that such a line cuts is blocked), on an odd-q hex grid (odd columns shifted half a hex down).
Run from the repository root; the JSON files are what the game reads."""
import json

# Neighbours on the odd-q grid by edge (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW), for even and odd columns.
NEIGHBOURS = ([(0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1)],
              [(0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)])


def crosses(p1, p2, q1, q2):
    """Do segments p1-p2 and q1-q2 cross?"""
    def side(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0


def near(pt, line, dist):
    """Is point pt within dist of the polyline?"""
    for a, b in zip(line, line[1:]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((pt[0] - a[0]) * dx + (pt[1] - a[1]) * dy) / (dx * dx + dy * dy or 1)))
        if ((a[0] + t * dx - pt[0]) ** 2 + (a[1] + t * dy - pt[1]) ** 2) ** 0.5 < dist:
            return True
    return False


def board(spec):
    lon0, lat0, dlon, dlat, cols, rows = spec["grid"]
    def cell(lat, lon):
        c = round((lon - lon0) / dlon)
        r = round((lat0 - lat) / dlat - (0.5 if c % 2 else 0))
        return c, r
    def grid(lat, lon):
        return (lon - lon0) / dlon, (lat0 - lat) / dlat
    def centre(c, r):
        return lat0 - (r + (0.5 if c % 2 else 0)) * dlat, lon0 + c * dlon
    def inside(area, lat, lon):
        return any(a <= lat <= b and c <= lon <= d for a, b, c, d in area)
    rivers = [[grid(*pt) for pt in line] for line in spec["rivers"]]
    shores = [[grid(*pt) for pt in line] for line in spec.get("shores", [])]
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
    hexes = {}
    for c in range(cols):
        for r in range(rows):
            if (c, r) in places:
                hexes[(c, r)] = places[(c, r)]
                continue
            lat, lon = centre(c, r)
            t = "plain"
            if inside(spec["water"], lat, lon):
                t = "water"
            elif any(near(grid(lat, lon), line, 0.5) for line in rivers):
                t = "river"
            elif inside(spec["hills"], lat, lon):
                t = "hills"
            hexes[(c, r)] = {"col": c, "row": r, "terrain": t}
    for (c, r), h in hexes.items():
        if h["terrain"] == "water":
            continue
        for e, (dc, dr) in enumerate(NEIGHBOURS[c % 2][:3]):
            o = hexes.get((c + dc, r + dr))
            if not o or o["terrain"] == "water":
                continue
            a = (c, r + (0.5 if c % 2 else 0))
            b = (c + dc, r + dr + (0.5 if (c + dc) % 2 else 0))
            if any(crosses(a, b, p, q) for line in shores for p, q in zip(line, line[1:])):
                h.setdefault("blocked", []).append(e)
    hexes = [hexes[k] for k in sorted(hexes)]
    out = {k: spec[k] for k in ("id", "name", "min_players", "max_players", "new_cities")}
    lines = ",\n".join("  " + json.dumps(h, ensure_ascii=False) for h in hexes)
    text = "{\n" + "".join(f' "{k}": {json.dumps(v)},\n' for k, v in out.items()) + ' "hexes": [\n' + lines + "\n ]\n}\n"
    open(f"src/games/steam/maps/{spec['file']}.json", "w").write(text)
    land = sum(1 for h in hexes if h["terrain"] != "water")
    walls = sum(len(h.get("blocked", [])) for h in hexes)
    print(spec["id"], "land hexes", land, "cubes", sum(h.get("cubes", 0) for h in hexes), "blocked edges", walls)
    for r in range(rows):
        print("".join({"plain": ".", "hills": "^", "river": "r", "city": "C", "town": "t", "water": "~"}[hexes[c * rows + r]["terrain"]] for c in range(cols)))


NEW_CITIES = [{"letter": l, "colour": c, "display": 0} for l, c in
              zip("ABCDEFGH", ["red", "blue", "yellow", "purple", "black", "black", "black", "black"])]

# North-eastern USA and south-eastern Canada: (name, lat, lon[, colour, printed cubes]).
# Second drawing (`northeast-2`): the first (`northeast.json`, no longer generated, kept so saves
# of it still load) sent three deliveries in five from the south-east quarter and almost none
# from the north-east. Here the north prints more cubes (Toronto and Ottawa 3, Portland 2),
# Albany 1 and Hartford is a town; the south-east loses Pittsfield, Providence and Concord and
# the north gains Peterborough, Cornwall and Drummondville (Sudbury Road, no real site, is gone).
board({
    "file": "northeast-2", "id": "northeast-2", "name": "North-eastern USA & South-eastern Canada",
    "min_players": 3, "max_players": 5, "new_cities": NEW_CITIES,
    "grid": (-82.2, 47.3, 0.88, 0.57, 16, 14),
    "cities": [
        ("Toronto", 43.65, -79.38, "red", 3), ("Montreal", 45.50, -73.57, "blue", 3),
        ("Quebec", 46.81, -71.21, "yellow", 2), ("Ottawa", 45.42, -75.70, "purple", 3),
        ("New York", 40.71, -74.01, "red", 3), ("Boston", 42.36, -71.06, "purple", 3),
        ("Philadelphia", 39.95, -75.16, "yellow", 3), ("Pittsburgh", 40.44, -79.99, "blue", 2),
        ("Buffalo", 42.89, -78.88, "yellow", 2), ("Albany", 42.65, -73.76, "blue", 1),
        ("Portland", 43.66, -70.26, "red", 2), ("Cleveland", 41.50, -81.69, "purple", 2),
        ("Syracuse", 43.05, -76.15, "red", 1),
    ],
    "towns": [
        ("Amsterdam", 42.94, -74.19), ("Rochester", 43.16, -77.61), ("Kingston", 44.23, -76.49),
        ("Scranton", 41.41, -75.66), ("Harrisburg", 40.27, -76.88), ("Erie", 42.13, -80.09),
        ("Burlington", 44.48, -73.21), ("Sherbrooke", 45.40, -71.89), ("Hartford", 41.76, -72.67),
        ("Binghamton", 42.10, -75.91), ("Utica", 43.10, -75.23), ("Trois-Rivieres", 46.35, -72.55),
        ("Williamsport", 41.24, -77.00), ("Hamilton", 43.26, -79.87), ("Peterborough", 44.30, -78.32),
        ("Cornwall", 45.02, -74.73), ("Drummondville", 45.88, -72.48),
    ],
    # Lake Huron and Georgian Bay, Lake Erie, Lake Ontario, Lake Champlain, the lower St
    # Lawrence, Long Island Sound and the Atlantic, the Gulf of Maine.
    "water": [(43.6, 47.5, -82.5, -80.3), (41.4, 42.6, -82.5, -79.3), (42.5, 42.8, -80.5, -79.4),
              (43.35, 44.0, -79.6, -76.4), (44.6, 45.0, -73.45, -73.25), (46.95, 47.5, -71.3, -68.0),
              (39.0, 40.5, -73.9, -68.0), (39.0, 41.15, -72.8, -68.0), (39.0, 41.35, -71.0, -68.0),
              (39.0, 42.1, -70.4, -68.0), (42.1, 42.6, -70.6, -68.0), (42.6, 43.4, -70.2, -68.0), (43.4, 47.0, -69.3, -68.0)],
    # Appalachian plateau and ridges, Catskills, Adirondacks, Green and White Mountains,
    # Laurentians, Berkshires.
    "hills": [(40.6, 41.9, -79.6, -76.2), (41.9, 42.4, -74.8, -74.0), (43.4, 44.5, -75.3, -73.8),
              (43.0, 45.0, -73.0, -72.6), (43.9, 44.6, -71.9, -70.9), (45.9, 47.3, -76.5, -72.8),
              (42.0, 42.7, -73.4, -73.0), (39.8, 40.6, -79.4, -77.8)],
    # Hudson, Mohawk, Susquehanna, St Lawrence, Ottawa, Connecticut, Delaware, Allegheny.
    "rivers": [[(40.70, -74.02), (41.50, -73.95), (42.65, -73.75), (43.30, -73.60)],
               [(42.78, -73.70), (42.95, -74.40), (43.10, -75.20), (43.20, -75.50)],
               [(42.10, -75.90), (41.75, -76.40), (41.25, -76.90), (40.90, -76.80), (40.27, -76.88), (39.90, -76.40)],
               [(44.20, -76.50), (44.70, -75.50), (45.00, -74.70), (45.45, -73.60), (46.35, -72.50), (46.80, -71.20)],
               [(45.80, -77.50), (45.42, -75.70), (45.55, -74.40), (45.45, -73.90)],
               [(45.00, -71.50), (44.00, -72.10), (43.00, -72.45), (42.10, -72.60), (41.30, -72.35)],
               [(42.00, -75.20), (41.30, -74.90), (40.60, -75.20), (40.20, -74.80), (39.90, -75.15)],
               [(41.80, -79.10), (41.00, -79.60), (40.44, -80.00)]],
    # The St Lawrence below Trois-Rivieres: no track across the estuary.
    "shores": [[(46.30, -72.70), (46.80, -71.20), (47.40, -70.20)]],
})

# The Lower Rhine and the Ruhr with the Dutch and Belgian borderland. Every city prints at least
# 2 cubes: with three players each gets one fewer.
board({
    "file": "rhine-ruhr", "id": "rhine-ruhr", "name": "Lower Rhine & Ruhr",
    "min_players": 3, "max_players": 5, "new_cities": NEW_CITIES,
    "grid": (5.47, 52.10, 0.19, 0.115, 13, 14),
    "cities": [
        ("Köln", 50.94, 6.96, "red", 3), ("Düsseldorf", 51.23, 6.78, "blue", 3),
        ("Essen", 51.46, 7.01, "yellow", 3), ("Dortmund", 51.51, 7.47, "purple", 3),
        ("Duisburg", 51.43, 6.76, "red", 2), ("Wuppertal", 51.26, 7.18, "purple", 2),
        ("Aachen", 50.78, 6.08, "yellow", 2), ("Maastricht", 50.85, 5.69, "blue", 2),
        ("Venlo", 51.37, 6.17, "purple", 2), ("Nijmegen", 51.84, 5.86, "yellow", 2),
        ("Arnhem", 51.98, 5.91, "red", 2), ("Münster", 51.96, 7.63, "blue", 2),
        ("Bonn", 50.73, 7.10, "blue", 2), ("Mönchengladbach", 51.19, 6.44, "red", 2),
        ("Hagen", 51.36, 7.47, "yellow", 2), ("Eindhoven", 51.44, 5.48, "purple", 2),
    ],
    "towns": [
        ("Krefeld", 51.33, 6.56), ("Bochum", 51.48, 7.22), ("Roermond", 51.19, 5.99),
        ("Heerlen", 50.89, 5.98), ("Düren", 50.80, 6.48), ("Wesel", 51.66, 6.62),
        ("Kleve", 51.79, 6.14), ("Recklinghausen", 51.61, 7.20), ("Hamm", 51.68, 7.82),
        ("Solingen", 51.17, 7.08), ("Bocholt", 51.84, 6.61), ("Euskirchen", 50.66, 6.79),
        ("Remagen", 50.58, 7.23), ("Lüdenscheid", 51.22, 7.63), ("Geldern", 51.52, 6.32),
        ("Sittard", 51.00, 5.87), ("Emmerich", 51.83, 6.25), ("Gelsenkirchen", 51.54, 7.05),
        ("Moers", 51.45, 6.63), ("Unna", 51.54, 7.69), ("Doetinchem", 51.96, 6.29), ("Borken", 51.84, 6.86),
        ("Coesfeld", 51.94, 7.17), ("Iserlohn", 51.38, 7.70),
    ],
    "water": [],
    # Eifel and the Hohes Venn, Siebengebirge and Westerwald, Bergisches Land, Sauerland.
    "hills": [(50.40, 50.72, 5.9, 7.0), (50.40, 50.85, 7.2, 8.0), (51.05, 51.32, 7.1, 7.4),
              (50.9, 51.42, 7.4, 8.0)],
    # Rhine (with Waal and Nederrijn), Maas, the Maastricht-Venlo canal, Ruhr, Lippe, the
    # Rhine-Herne canal.
    "rivers": [[(50.58, 7.25), (50.73, 7.10), (50.94, 6.97), (51.23, 6.77), (51.43, 6.73), (51.66, 6.60), (51.83, 6.25), (51.87, 6.05), (51.85, 5.86), (51.85, 5.45)],
               [(51.87, 6.05), (51.98, 5.91), (51.97, 5.45)],
               [(50.60, 5.65), (50.85, 5.69), (51.00, 5.80), (51.19, 5.99), (51.37, 6.17), (51.60, 6.05), (51.75, 5.95), (51.80, 5.75), (51.76, 5.45)],
               [(50.85, 5.69), (51.10, 5.72), (51.30, 5.85), (51.37, 6.10)],
               [(51.40, 7.85), (51.36, 7.47), (51.40, 7.20), (51.40, 6.95), (51.43, 6.76)],
               [(51.68, 7.85), (51.68, 7.40), (51.66, 6.95), (51.66, 6.62)],
               [(51.43, 6.76), (51.50, 7.00), (51.54, 7.30)]],
})
