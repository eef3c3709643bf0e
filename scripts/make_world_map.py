#!/usr/bin/env python3
"""make_world_map.py — converts the proposed World Catan layout (world_layout_proposal.json: a
15x15 odd-r grid of tiles with region letters, harbours given by their land hex and its side, the
bandits' starts and the 7-island's corner landscapes) into the map file data/maps/world.json
(docs/maps.md). Standard library only; the same proposal always gives the same bytes.

usage: scripts/make_world_map.py PROPOSAL.json [OUTPUT.json]   (output: data/maps/world.json)

The proposal is checked on the way (axial coordinates, tile counts, harbours facing their sea
hex, robbers on land, pirates at sea); a mismatch stops the script with a message.
"""
import json
import os
import re
import sys

# Our axial directions (ctn_dir), as (dq, dr).
DIRS = {"E": (1, 0), "NE": (1, -1), "NW": (0, -1), "W": (-1, 0), "SW": (-1, 1), "SE": (0, 1)}
CORNERS = ["N", "NE", "SE", "S", "SW", "NW"]  # ctn_corner order
TERRAINS = {"sea", "forest", "hills", "pasture", "fields", "mountains", "desert", "gold",
            "seven_island"}
RESOURCES = ["lumber", "brick", "wool", "grain", "ore"]


def fail(message):
    sys.exit("make_world_map.py: " + message)


def axial(col, row):
    return col - (row - (row & 1)) // 2, row


def area_name(region_name):
    """'Africa (sub-Saharan)' -> 'africa_sub_saharan'."""
    return re.sub(r"[^a-z0-9]+", "_", region_name.lower()).strip("_")


def read_tiles(proposal, areas):
    """The hexes in the proposal's order, and a (col, row) -> tile lookup."""
    hexes, at = [], {}
    for t in proposal["tiles"]:
        q, r = axial(t["col"], t["row"])
        if (t["q"], t["r"]) != (q, r):
            fail("tile (%d,%d): q, r %s are not %s" % (t["col"], t["row"], (t["q"], t["r"]), (q, r)))
        if t["terrain"] not in TERRAINS:
            fail("tile (%d,%d): unknown terrain %r" % (t["col"], t["row"], t["terrain"]))
        h = {"q": q, "r": r, "terrain": t["terrain"]}
        if "number" in t:
            h["number"] = t["number"]
        land = t["terrain"] not in ("sea", "desert")
        if land != ("region" in t):
            fail("tile (%d,%d): only non-desert land has a region" % (t["col"], t["row"]))
        if land:
            h["area"] = areas[t["region"]]
        hexes.append(h)
        at[(t["col"], t["row"])] = h
    return hexes, at


def read_harbours(proposal, at):
    harbours = []
    for hb in proposal["harbors"]:
        land = at[(hb["land"]["col"], hb["land"]["row"])]
        sea = at[(hb["sea"]["col"], hb["sea"]["row"])]
        dq, dr = DIRS[hb["land_edge"]]
        if land["terrain"] in ("sea", "desert", "seven_island") or sea["terrain"] != "sea":
            fail("harbour %s: not from producing land to sea" % hb)
        if (land["q"] + dq, land["r"] + dr) != (sea["q"], sea["r"]):
            fail("harbour %s: the land hex's %s side does not face the sea hex" % (hb, hb["land_edge"]))
        if hb["ratio"] == 3 and hb["resource"] == "any":
            kind = "3:1"
        elif hb["ratio"] == 2 and hb["resource"] in RESOURCES:
            kind = hb["resource"]
        else:
            fail("harbour %s: neither 3:1 nor 2:1 for a resource" % hb)
        harbours.append({"q": land["q"], "r": land["r"], "edge": hb["land_edge"], "type": kind})
    return harbours


def starts(places, at, want_sea, what):
    out = []
    for p in places:
        h = at[(p["col"], p["row"])]
        if (h["terrain"] == "sea") != want_sea:
            fail("%s at (%d,%d) is on %s" % (what, p["col"], p["row"], h["terrain"]))
        out.append({"q": h["q"], "r": h["r"]})
    return out


def add_corners(proposal, at):
    seven = proposal["seven_island"]
    h = at[(seven["col"], seven["row"])]
    if h["terrain"] != "seven_island":
        fail("seven_island at (%d,%d) is %s" % (seven["col"], seven["row"], h["terrain"]))
    names = [seven["corner_resources"][c] for c in CORNERS]
    if any(n not in RESOURCES + ["gold"] for n in names):
        fail("seven_island corners %s: not resources or gold" % names)
    h["corners"] = names


def line(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(proposal, areas, hexes, harbours, robbers, pirates):
    rows = [
        "{",
        '  "format": "catan-map",',
        '  "version": 1,',
        '  "name": "world",',
        '  "title": "World Catan (proposed 15x15 world map)",',
        '  "game": "world",',
        '  "players": {"min": 8, "max": 12},',
        '  "options": {"vp_to_win": %d, "island_bonus": 1},' % proposal["win_vp"],
        '  "areas": [',
        ",\n".join("    " + line({"name": a}) for a in areas.values()),
        "  ],",
        '  "hexes": [',
        ",\n".join("    " + line(h) for h in hexes),
        "  ],",
        '  "harbours": [',
        ",\n".join("    " + line(h) for h in harbours),
        "  ],",
        '  "robber": ' + line(robbers) + ",",
        '  "pirate": ' + line(pirates),
        "}",
    ]
    return "\n".join(rows) + "\n"


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__.split("\n\n")[1])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = argv[2] if len(argv) == 3 else os.path.join(root, "data", "maps", "world.json")
    with open(argv[1], encoding="utf-8") as f:
        proposal = json.load(f)
    areas = {letter: area_name(name) for letter, name in proposal["regions"].items()}
    if len(set(areas.values())) != len(areas) or any(len(a) > 23 for a in areas.values()):
        fail("area names must differ and have at most 23 characters: %s" % list(areas.values()))
    hexes, at = read_tiles(proposal, areas)
    harbours = read_harbours(proposal, at)
    robbers = starts(proposal["robbers"], at, False, "a robber")
    pirates = starts(proposal["pirates"], at, True, "a pirate")
    add_corners(proposal, at)
    text = render(proposal, areas, hexes, harbours, robbers, pirates)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("%s: %d hexes, %d harbours, %d areas" % (out, len(hexes), len(harbours), len(areas)))

if __name__ == "__main__":
    main(sys.argv)
