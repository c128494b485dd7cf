#!/usr/bin/env python3
"""levelfit.py: the levels' Elo from their matches (docs/levels.md).

Usage: python3 scripts/levelfit.py [-refits N] [-seed S] MATCH.jsonl...

Reads the games `rollout match -jsonl` wrote (every adjacent pair of
levels and levels against Stockfish with UCI_LimitStrength) and places
every player on Stockfish's UCI_Elo scale by the maximum-likelihood fit
of the logistic (Elo) model to all the games at once, a draw half a
win. A player whose label sets UCI_Elo=E is fixed at E (the anchors);
the others, the levels (labels "levelN:default+..."), are fitted. The
interval is the 2.5th to 97.5th percentile of N refits (500 unless
told) on the games of each match resampled with replacement.

Standard library only, so it runs wherever Python 3 does.
"""

import json
import math
import random
import re
import sys

K = math.log(10) / 400  # the logistic's slope: p = 1 / (1 + 10^(-d/400))
LOW, HIGH = -1500.0, 4500.0  # a fit that runs off (a match all won) stops here


def name(label):
    """A player's short name: "level 4", "Stockfish 1800" or the label."""
    m = re.match(r"level(\d+):", label)
    if m:
        return "level " + m.group(1)
    m = re.search(r"UCI_Elo=(\d+)", label)
    if m:
        return "Stockfish " + m.group(1)
    return label


def anchor(label):
    """The fixed Elo of an anchor's label, else None."""
    m = re.search(r"UCI_Elo=(\d+)", label)
    return float(m.group(1)) if m else None


def a_score(game):
    """Side a's points in one game, or None for an unfinished one."""
    first = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(game.get("result"))
    if first is None:
        return None
    return first if game.get("a_first", game.get("a_side") == "first") else 1 - first


def read(paths):
    """The matches: {(a, b): [a's points per game]}, and each player's anchor."""
    matches, anchors = {}, {}
    for path in paths:
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    g = json.loads(line)
                except json.JSONDecodeError as e:
                    sys.exit(f"{path}:{n}: not a JSON line: {e}")
                s = a_score(g)
                if s is None:
                    continue
                a, b = name(g["a"]), name(g["b"])
                anchors[a], anchors[b] = anchor(g["a"]), anchor(g["b"])
                matches.setdefault((a, b), []).append(s)
    return matches, anchors


def solve(h, g):
    """x with h x = g, by Gaussian elimination with partial pivoting."""
    n = len(g)
    m = [row[:] + [g[i]] for i, row in enumerate(h)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-15:
            return None
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(totals, anchors, free):
    """The maximum-likelihood Elo of the free players (Newton's method).

    totals: {(a, b): (a's points, games)}; anchors: fixed players' Elo.
    """
    idx = {p: i for i, p in enumerate(free)}
    mean = sum(v for v in anchors.values() if v is not None) / max(
        1, sum(1 for v in anchors.values() if v is not None))
    r = {p: anchors[p] if anchors[p] is not None else mean for p in anchors}
    for _ in range(200):
        n = len(free)
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for (a, b), (pts, games) in totals.items():
            p = 1 / (1 + math.exp(-K * (r[a] - r[b])))
            ga = K * (pts - games * p)  # d loglik / d r[a]
            w = K * K * games * p * (1 - p)
            for x, sign in ((a, 1), (b, -1)):
                if x in idx:
                    grad[idx[x]] += sign * ga
                    hess[idx[x]][idx[x]] += w
            if a in idx and b in idx:
                hess[idx[a]][idx[b]] -= w
                hess[idx[b]][idx[a]] -= w
        for i in range(n):
            hess[i][i] += 1e-9  # keeps a run-off player's system solvable
        step = solve(hess, grad)
        if step is None:
            break
        biggest = 0.0
        for p, i in idx.items():
            d = max(-400.0, min(400.0, step[i]))
            r[p] = max(LOW, min(HIGH, r[p] + d))
            biggest = max(biggest, abs(d))
        if biggest < 1e-6:
            break
    return {p: r[p] for p in free}


def main(argv):
    refits, seed, paths = 500, 1, []
    it = iter(argv)
    for arg in it:
        if arg == "-refits":
            refits = int(next(it))
        elif arg == "-seed":
            seed = int(next(it))
        elif arg.startswith("-"):
            sys.exit(__doc__)
        else:
            paths.append(arg)
    if not paths:
        sys.exit(__doc__)
    matches, anchors = read(paths)
    if not any(v is not None for v in anchors.values()):
        sys.exit("no anchor: no match against a player with UCI_Elo=E")
    free = sorted((p for p, v in anchors.items() if v is None),
                  key=lambda p: (len(p), p))
    totals = {m: (sum(s), len(s)) for m, s in matches.items()}
    est = fit(totals, anchors, free)

    rng = random.Random(seed)
    samples = {p: [] for p in free}
    for _ in range(refits):
        boot = {}
        for m, s in matches.items():
            pick = [rng.choice(s) for _ in s]
            boot[m] = (sum(pick), len(pick))
        for p, v in fit(boot, anchors, free).items():
            samples[p].append(v)

    def pct(xs, q):
        xs = sorted(xs)
        return xs[min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))]

    print("match                               games  a's score  fit expects")
    full = dict(anchors)
    full.update(est)
    for (a, b), s in sorted(matches.items()):
        exp = 1 / (1 + 10 ** (-(full[a] - full[b]) / 400))
        print(f"{a + ' vs ' + b:36s} {len(s):5d}  {100 * sum(s) / len(s):8.1f}%  {100 * exp:10.1f}%")
    print()
    print(f"player       Elo  95% interval ({refits} refits)")
    for p in free:
        lo, hi = pct(samples[p], 0.025), pct(samples[p], 0.975)
        flag = "  (ran off: a match all won or lost)" if est[p] in (LOW, HIGH) else ""
        print(f"{p:10s} {est[p]:5.0f}  [{lo:.0f}, {hi:.0f}]  about {50 * round(est[p] / 50)}{flag}")


if __name__ == "__main__":
    main(sys.argv[1:])
