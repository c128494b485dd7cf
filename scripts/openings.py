#!/usr/bin/env python3
"""Make a file of balanced chess openings for `rollout match -openings`.

Each opening is a random but sane line of PLIES plies from the start:
at every ply Stockfish (MultiPV 5, depth 8) lists its best moves and one
of those within 50 centipawns of the best is drawn at random. The line's
last position is kept if Stockfish at depth 16 scores it within 35
centipawns of equal and no earlier opening reached it. Output: EPD lines
(the six FEN fields, an id, and the line with Stockfish's score as c0).

Usage: scripts/openings.py N PLIES SEED [STOCKFISH] > testdata/openings.epd
"""
import random
import sys

import uciengine


class Engine(uciengine.Engine):
    def __init__(self, path):
        super().__init__(path, 16)

    def search(self, moves, depth, multipv):
        self.send(f"setoption name MultiPV value {multipv}")
        self.send("position startpos moves " + " ".join(moves))
        self.send("isready")
        self.wait("readyok")
        self.send(f"go depth {depth}")
        best = {}
        for line in self.wait("bestmove"):
            f = line.split()
            if not f or f[0] != "info" or "pv" not in f or "score" not in f:
                continue
            i = f.index("score")
            if f[i + 1] == "mate":
                cp = 100000 if int(f[i + 2]) > 0 else -100000
            else:
                cp = int(f[i + 2])
            k = int(f[f.index("multipv") + 1]) if "multipv" in f else 1
            best[k] = (cp, f[f.index("pv") + 1])
        return [best[k] for k in sorted(best)]

    def fen(self, moves):
        self.send("position startpos moves " + " ".join(moves))
        self.send("d")
        for line in self.wait("Checkers"):
            if line.startswith("Fen:"):
                return line[4:].strip()


def main():
    n, plies, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    sf = Engine(sys.argv[4] if len(sys.argv) > 4 else "stockfish")
    rng = random.Random(seed)
    seen, out, tries = set(), [], 0
    while len(out) < n:
        tries += 1
        moves = []
        for _ in range(plies):
            cands = sf.search(moves, 8, 5)
            top = cands[0][0]
            moves.append(rng.choice([m for cp, m in cands if cp >= top - 50]))
        fen = sf.fen(moves)
        key = " ".join(fen.split()[:4])
        if key in seen:
            continue
        cp = sf.search(moves, 16, 1)[0][0]
        if abs(cp) > 35:
            continue
        seen.add(key)
        out.append((fen, cp, moves))
    print(f"# {n} balanced openings: random but sane lines of {plies} plies (each move drawn among")
    print("# Stockfish's MultiPV-5 moves at depth 8 within 50 cp of its best), kept when Stockfish")
    print(f"# at depth 16 scores the position within 35 cp of equal ({tries} lines drawn for {n}).")
    print(f"# Made by: scripts/openings.py {n} {plies} {seed} /usr/games/stockfish (Stockfish 15.1)")
    print("# Use: rollout match -variant chess -openings testdata/openings.epd ... (each opening twice, colours swapped)")
    for i, (fen, cp, moves) in enumerate(out, 1):
        print(f'{fen} id "open.{i:03d}"; c0 "{" ".join(moves)} (sf {cp:+d})";')


main()
