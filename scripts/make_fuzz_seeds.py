#!/usr/bin/env python3
"""make_fuzz_seeds.py: seed inputs for the state-JSON and action-text fuzz targets from random
games of one game of tests/fuzz/fuzz_positions.h, played through `catan engine`.

usage: scripts/make_fuzz_seeds.py CATAN INDEX SPEC_JSON OUT_DIR [--steps N] [--every K]

INDEX is the game's place in fuzz_game_specs (the inputs' byte 0). Every K steps of a random game
(seeded by the spec's seed), the full state goes to OUT_DIR/fuzz_state_json/ and a few legal
actions' texts to OUT_DIR/fuzz_action_text/ (bytes: index, position, player, text), each file
named by the SHA-1 of its bytes as libFuzzer names corpus files."""
import hashlib
import json
import os
import random
import subprocess
import sys


def write(folder, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


class Engine:
    def __init__(self, binary):
        self.p = subprocess.Popen([binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, request):
        self.p.stdin.write(json.dumps(request) + "\n")
        self.p.stdin.flush()
        answer = json.loads(self.p.stdout.readline())
        if not answer.get("ok"):
            sys.exit(f"engine refused {request['cmd']}: {answer.get('error')}")
        return answer


def main():
    args = sys.argv[1:]
    steps, every = 3000, 150
    if "--steps" in args:
        i = args.index("--steps"); steps = int(args[i + 1]); del args[i:i + 2]
    if "--every" in args:
        i = args.index("--every"); every = int(args[i + 1]); del args[i:i + 2]
    if len(args) != 4:
        sys.exit(__doc__)
    binary, index, spec, out = args[0], int(args[1]), json.loads(args[2]), args[3]
    rng = random.Random(spec.get("seed", 0))
    engine = Engine(binary)
    engine.ask(dict(spec, cmd="new"))
    kept = 0
    for step in range(steps):
        legal = engine.ask({"cmd": "legal"})
        if legal["terminal"] or not legal["actions"]:
            break
        actions = legal["actions"]
        if step % every == every - 1 and actions[0]["player"] != "chance":
            state = engine.ask({"cmd": "state"})["state"]
            write(os.path.join(out, "fuzz_state_json"), bytes([index]) + json.dumps(state, separators=(",", ":")).encode())
            for a in rng.sample(actions, min(3, len(actions))):
                text = a["text"].encode()[:200]
                write(os.path.join(out, "fuzz_action_text"), bytes([index, kept % 256, 0]) + text)
            kept += 1
        choice = rng.choice(actions)
        engine.ask({"cmd": "apply", "action": choice["text"], "player": choice["player"]})
    print(f"game {index}: {kept} positions kept")


if __name__ == "__main__":
    main()
