#!/usr/bin/env python3
"""make_golden.py — writes the golden replays of tests/golden/replays/: complete games played
through the engine protocol (`catan engine`) by a seeded random policy that also makes a few
domestic offers, saved with their final state hash. `catan replay` must reproduce each hash
(tests/integration/test_golden_replays.sh). Run only to add games; a committed replay whose hash
stops matching is a behaviour change that must be explained.

usage: make_golden.py CATAN_BINARY OUTPUT_DIR [NAME...]   (NAME: only those games)
"""
import json
import random
import subprocess
import sys

GAMES = [
    ("four_beginner", {"game": "classic", "players": 4, "seed": 11, "board": "beginner"}),
    ("five_special_build", {"game": "classic", "players": 5, "seed": 12, "board": "random"}),
    ("six_paired", {"game": "classic", "players": 6, "seed": 13, "options": {"turn_mode": "paired"}}),
    ("three_seed_rules", {"game": "classic", "players": 3, "seed": 14,
                          "options": {"tie_returns_card": True, "bank_shortage": "strict",
                                      "progress_return": True, "discard_limit": 5}}),
    ("two_shuffled_tokens", {"game": "classic", "players": 2, "seed": 15,
                             "options": {"numbers": "random", "spiral": "cw"}}),
    ("sea_new_shores_four", {"game": "seafarers", "players": 4, "seed": 16, "board": "new_shores"}),
    ("sea_four_islands_three", {"game": "seafarers", "players": 3, "seed": 17,
                                "board": "four_islands"}),
    ("world_twelve", {"game": "world", "players": 12, "seed": 18, "options": {"turn_limit": 40}}),
]


class Engine:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, req):
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        r = json.loads(self.p.stdout.readline())
        if not r["ok"]:
            raise RuntimeError(f"{req}: {r['error']}")
        return r


def play(engine, spec, rng):
    engine.ask(dict(spec, cmd="new"))
    offers_this_turn, turn = 0, -1
    for _ in range(100000):
        legal = engine.ask({"cmd": "legal"})
        if legal["terminal"]:
            return
        if legal["actors"][0]["player"] == "chance":
            r = engine.ask({"cmd": "step"})
        else:
            player = min(a["player"] for a in legal["actors"])
            mine = [a for a in legal["actions"] if a["player"] == player]
            choice = rng.choice(mine)
            can_offer = any(a["player"] == player and a.get("offers") for a in legal["actors"])
            if can_offer and offers_this_turn < 2 and rng.random() < 0.05:
                offers = engine.ask({"cmd": "legal", "player": player, "offers": True})["actions"]
                offers = [a for a in offers if a["text"].startswith("offer")]
                if offers:
                    choice = rng.choice(offers)
                    offers_this_turn += 1
            r = engine.ask({"cmd": "apply", "player": player, "action": choice["text"]})
        if r["summary"]["turn"] != turn:
            turn, offers_this_turn = r["summary"]["turn"], 0
    raise RuntimeError("game did not end")


def main():
    binary, out, only = sys.argv[1], sys.argv[2], set(sys.argv[3:])
    for name, spec in GAMES:
        if only and name not in only:
            continue
        engine = Engine(binary)
        play(engine, spec, random.Random(spec["seed"]))
        replay = engine.ask({"cmd": "save"})["replay"]
        with open(f"{out}/{name}.json", "w") as f:
            json.dump(replay, f, indent=None, separators=(",", ":"))
            f.write("\n")
        print(f"{name}: {len(replay['actions'])} actions, final hash {replay['final_hash']}")


if __name__ == "__main__":
    main()
