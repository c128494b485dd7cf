#!/usr/bin/env python3
"""Find where a player lost its games, and write those positions as EPD.

For every game of the PGN files that PLAYER lost (its name in the White
or Black tag starts with PLAYER), Stockfish scores every position of the
game, seen from PLAYER: every position at depth DEPTH-4, each candidate
move's positions before and after it at DEPTH. The decisive mistake is
PLAYER's first move, from a position not yet lost (-3 pawns or better),
after which the score fell by 2 pawns or more (scores clamped to +-10
pawns), or to a mate against it, and never came back to within a pawn
of the score before the move. A game lost by a slow decline, with no
such move, gives the move that lost most (0.75 or more) and never came
back within half a pawn; its class is prefixed "drift-". Stockfish then
looks again at depth DEPTH+2: at the position before the mistake with MultiPV 3 (its best
move is written as bm when clearly best: the moves within 0.25 of the
best, at most two, and the next move at least a pawn worse), and after
the mistake, for the refutation line the class is read from:

  mate      the opponent mates (the score after the mistake is a mate)
  capture   PLAYER loses 2+ points within 6 plies of the refutation,
            every move of it up to the loss a capture
  tactic    PLAYER loses 2+ points within 6 plies, through a quiet move
            or a check (fork, pin, discovered attack)
  endgame   no loss within 6 plies, and a phase of ENDGAME or less
            (knight and bishop 1, rook 2, queen 4; 24 at the start):
            two rooks and a minor piece a side, or a queen and a rook
  king      no loss within 6 plies, PLAYER's king attacked: 2+ of the
            refutation's first 6 opponent moves land within two squares
            of it, or its pawn shield is gone
  position  no loss within 6 plies, none of the above

Output: EPD lines on stdout (the position before the mistake, am the
move played, bm as above, id "TAG-gGAME-pPLY", c0 the scores and class,
c1 the refutation in UCI), a line a game and the class counts on stderr.

Usage (run it under nice -n 19; Stockfish at /usr/games/stockfish):
  scripts/blunders.py [-p PLAYER] [-d DEPTH] [-t TAG] [--games A-B] [--trace T] FILE.pgn... > suite.epd
  scripts/blunders.py --reclassify suite.epd...        the classes again, from c0 and c1
  scripts/blunders.py --summarize T...                 how the games were lost, from --trace files
  scripts/blunders.py --controls -t TAG FILE.pgn T...  a control position a game (the move played lost nothing)
  scripts/blunders.py --judge suite.epd run.out...     Stockfish's score of each move `rollout epd` chose
"""
import argparse
import json
import re
import sys

import uciengine

STOCKFISH = "/usr/games/stockfish"
VALUE = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9, "k": 0}
MATE = 10000
CLAMP = 1000
# a position scored below -LOST is lost already: no mistake is looked for there
LOST = 300
# a position of this phase or less is an endgame
ENDGAME = 10


class Engine(uciengine.Engine):
    def __init__(self, path):
        super().__init__(path, 64, "blunders: ")
        self.sync()

    def position(self, fen, moves=()):
        self.send("position fen " + fen + (" moves " + " ".join(moves) if moves else ""))

    def board(self, fen, moves=()):
        """The FEN after moves, and whether the side to move is in check."""
        self.position(fen, moves)
        self.send("d")
        out = self.sync()
        f = next(l[5:] for l in out if l.startswith("Fen: "))
        checkers = next(l[9:].strip() for l in out if l.startswith("Checkers:"))
        return f, checkers != ""

    def legal(self, fen):
        self.position(fen)
        self.send("go perft 1")
        out = self.wait("Nodes searched")
        return [l.split(":")[0] for l in out if re.match(r"^[a-h][1-8][a-h][1-8][qrbn]?: ", l)]

    def search(self, fen, depth, multipv=1):
        """{rank: (score, pv)} with score in centipawns for the side to move, mates as +-(MATE - plies)."""
        self.send(f"setoption name MultiPV value {multipv}")
        self.position(fen)
        self.send(f"go depth {depth}")
        out = self.wait("bestmove")
        res = {}
        for l in out:
            m = re.match(r"info depth (\d+) .*?multipv (\d+) score (cp|mate) (-?\d+).*? pv (.*)", l)
            if not m or int(m.group(1)) != depth:
                continue
            v = int(m.group(4))
            if m.group(3) == "mate":
                plies = 2 * v - 1 if v > 0 else -2 * v
                v = MATE - plies if v > 0 else -(MATE - plies)
            res[int(m.group(2))] = (v, m.group(5).split())
        if not res:  # mated or stalemated: no move
            last = out[-2] if len(out) > 1 else ""
            res[1] = (-MATE if "mate 0" in last else 0, [])
        return res


def squares(fen):
    board = {}
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                board["abcdefgh"[f] + str(8 - r)] = c
                f += 1
    return board


def san(eng, fen, uci, legal=None, checks=True):
    b = squares(fen)
    fr, to, promo = uci[:2], uci[2:4], uci[4:]
    piece = b[fr].lower()
    if piece == "k" and abs(ord(fr[0]) - ord(to[0])) == 2:
        s = "O-O" if to[0] == "g" else "O-O-O"
    elif piece == "p":
        s = (fr[0] + "x" if fr[0] != to[0] else "") + to + ("=" + promo.upper() if promo else "")
    else:
        legal = legal if legal is not None else eng.legal(fen)
        others = [m[:2] for m in legal if m[2:4] == to and m[:2] != fr and b[m[:2]] == b[fr]]
        dis = ""
        if others:
            if all(o[0] != fr[0] for o in others):
                dis = fr[0]
            elif all(o[1] != fr[1] for o in others):
                dis = fr[1]
            else:
                dis = fr
        s = piece.upper() + dis + ("x" if to in b else "") + to
    if not checks:
        return s
    after, check = eng.board(fen, [uci])
    if check:
        s += "#" if not eng.legal(after) else "+"
    return s


def strip(s):
    return s.rstrip("+#!?")


def pgn_games(path):
    text = open(path, encoding="utf-8").read()
    for chunk in re.split(r"\n(?=\[Event )", text):
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]', chunk, re.M))
        if not tags:
            continue
        body = re.sub(r"\{[^}]*\}", " ", chunk)
        body = re.sub(r"^\[.*\]\s*$", "", body, flags=re.M)
        body = re.sub(r";[^\n]*", " ", body)
        while re.search(r"\([^()]*\)", body):
            body = re.sub(r"\([^()]*\)", " ", body)
        moves = [t for t in body.split() if not re.match(r"^(\d+\.+|\$\d+|1-0|0-1|1/2-1/2|\*)$", t)]
        moves = [re.sub(r"^\d+\.+", "", t) for t in moves]
        yield tags, [m for m in moves if m]


def material(fen, white):
    b = squares(fen)
    own = sum(VALUE[c.lower()] for c in b.values() if c.isupper() == white)
    opp = sum(VALUE[c.lower()] for c in b.values() if c.isupper() != white)
    return own - opp


def clamp(v):
    return max(-CLAMP, min(CLAMP, v))


def classify(eng, fen_after, pv, white, score_after):
    """The class of a mistake from Stockfish's refutation pv (opponent to move at fen_after)."""
    if score_after <= -(MATE - 200):
        return "mate", MATE - (-score_after)
    base = material(fen_after, white)
    fens = [fen_after]
    captures = []
    for i, m in enumerate(pv[:12]):
        b = squares(fens[-1])
        cap = m[2:4] in b or (b.get(m[:2], "").lower() == "p" and m[0] != m[2])
        captures.append(cap)
        fens.append(eng.board(fen_after, pv[: i + 1])[0])
    # the material where it settles: the first point at or after 6 plies
    # whose next move is no capture
    k = min(6, len(pv))
    while k < len(pv[:12]) and captures[k]:
        k += 1
    loss = base - material(fens[k], white)
    if loss >= 2:
        lost_at = next(i for i in range(1, k + 1) if base - material(fens[i], white) >= 2)
        if all(captures[:lost_at]):
            return "capture", loss
        return "tactic", loss
    b = squares(fen_after)
    phase = sum({"n": 1, "b": 1, "r": 2, "q": 4}.get(c.lower(), 0) for c in b.values())
    if phase <= ENDGAME:
        return "endgame", 0
    king = next(s for s, c in b.items() if c == ("K" if white else "k"))
    near = 0
    for m in pv[0:12:2]:
        if abs(ord(m[2]) - ord(king[0])) <= 2 and abs(int(m[3]) - int(king[1])) <= 2:
            near += 1
    pawn = "P" if white else "p"
    ahead = 1 if white else -1
    shield = sum(
        1
        for df in (-1, 0, 1)
        for dr in (1, 2)
        if b.get(chr(ord(king[0]) + df) + str(int(king[1]) + ahead * dr)) == pawn
    )
    if near >= 2 or shield == 0:
        return "king", near
    return "position", near


def replay(eng, tags, sans, where):
    """The game's first position, every position (the first included) and
    its moves in UCI."""
    fen0 = tags.get("FEN", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    fens, ucis = [fen0], []
    for s in sans:
        fen = fens[-1]
        legal = eng.legal(fen)
        match = [m for m in legal if san(eng, fen, m, legal, False) == strip(s)]
        if len(match) != 1:
            sys.exit(f"blunders: {where}: move {s} not understood at {fen}")
        ucis.append(match[0])
        fens.append(eng.board(fen0, ucis)[0])
    return fen0, fens, ucis


def controls(eng, a):
    """A control position for each game of the --trace files: the
    player's last move before its mistake that lost nothing (10
    centipawns or less at the coarse depth) from a score of -1 or
    better, written with that move as bm: a change that avoids the
    mistakes should not spoil these."""
    games = {}
    for path in a.pgn:
        if path.endswith(".pgn"):
            tag = a.tag or re.sub(r"\.pgn$", "", path.split("/")[-1])
            for g, (tags, sans) in enumerate(pgn_games(path), 1):
                games[f"{tag}-g{g}"] = (tags, sans)
    seen = set()
    for path in a.pgn:
        if path.endswith(".pgn"):
            continue
        for line in open(path):
            r = json.loads(line)
            if r["id"] in seen or r["mistake"] is None:
                continue
            seen.add(r["id"])
            sc = [clamp(v) for v in r["scores"]]
            mine = 0 if r["white"] == (r["start_ply"] % 2 == 1) else 1
            ok = [i for i in range(r["mistake"]) if i % 2 == mine and sc[i] >= -100 and sc[i] - sc[i + 1] <= 10]
            if not ok:
                continue
            i = ok[-1]
            tags, sans = games[r["id"]]
            fen0, fens, ucis = replay(eng, tags, sans, r["id"])
            print(" ".join(fens[i].split()[:4]) + f' bm {san(eng, fens[i], ucis[i])}; id "{r["id"]}-p{i + r["start_ply"]}-ctl";'
                  f' c0 "control: the move played lost nothing; coarse {sc[i]:+d} then {sc[i + 1]:+d}";', flush=True)


def summarize(paths):
    """How the lost games of --trace files went: where the player's score
    first fell below -1 and -3 pawns, and how much of the fall to -3
    came from single moves that lost a pawn or more."""
    rows = list({r["id"]: r for r in (json.loads(l) for p in paths for l in open(p))}.values())
    below1, below3, big, share = [], [], [], []
    for r in rows:
        sc = [clamp(v) for v in r["scores"]]
        mine = 0 if r["white"] == (r["start_ply"] % 2 == 1) else 1
        f1 = next((i for i, v in enumerate(sc) if v <= -100), None)
        f3 = next((i for i, v in enumerate(sc) if v <= -LOST), None)
        if f1 is not None:
            below1.append(f1)
        if f3 is None:
            continue
        below3.append(f3)
        drops = [sc[i] - sc[i + 1] for i in range(f3) if i % 2 == mine]
        large = [d for d in drops if d >= 100]
        big.append(len(large))
        fall = max(sc[: f3 + 1]) - sc[f3]
        share.append(sum(large) / fall if fall > 0 else 0)
    med = lambda xs: sorted(xs)[len(xs) // 2] if xs else None
    print(f"games {len(rows)}; below -1 in {len(below1)}, median after {med(below1)} plies of the game's opening position;"
          f" below -{LOST / 100:g} in {len(below3)}, median after {med(below3)} plies")
    print(f"before -{LOST / 100:g}: moves of the player that lost a pawn or more, median {med(big)} a game"
          f" (none in {sum(1 for b in big if b == 0)} games); their share of the fall from the game's best score, median {med(share):.0%}")


def judge(eng, a):
    """Judge `rollout epd` outputs on a suite this script wrote: each
    move the player chose is scored by Stockfish (depth DEPTH) against
    the position's best score, the loss clamped to 10 pawns."""
    suite, outs = a.pgn[0], a.pgn[1:]
    recs = {}
    for line in open(suite):
        m = re.match(r'(\S+ [wb] \S+ \S+) .*id "([^"]+)"', line)
        if m:
            am, cls = re.search(r"am (\S+);", line), re.search(r"class (\S+)", line)
            recs[m.group(2)] = (m.group(1) + " 0 1", am.group(1) if am else "", cls.group(1) if cls else "control")
    cache = {}
    try:
        cache = json.load(open(a.cache)) if a.cache else {}
    except FileNotFoundError:
        pass

    def value(fen, moves):
        k = fen + "|" + " ".join(moves) + f"|{a.depth}"
        if k not in cache:
            f = eng.board(fen, moves)[0] if moves else fen
            v = eng.search(f, a.depth)[1][0]
            cache[k] = v if not moves else -v
        return cache[k]

    print("| run | solved | avoided am | moves losing 1+ | moves losing 2+ | mean loss (cp) |")
    print("|---|---:|---:|---:|---:|---:|")
    byclass = {}
    for out in outs:
        n = solved = avoided = lose1 = lose2 = total = 0
        for line in open(out):
            f = line.split()
            if len(f) < 3 or f[0] not in recs:
                continue
            fen, am, cls = recs[f[0]]
            legal = eng.legal(fen)
            uci = next(u for u in legal if san(eng, fen, u, legal, False) == strip(f[2]))
            best = clamp(value(fen, []))
            loss = max(0, best - clamp(value(fen, [uci])))
            n += 1
            solved += f[1] == "ok"
            avoided += strip(f[2]) != strip(am)
            lose1 += loss >= 100
            lose2 += loss >= 200
            total += loss
            c = byclass.setdefault(cls.replace("drift-", ""), {})
            c[out] = c.get(out, 0) + (loss >= 200)
        print(f"| {out} | {solved}/{n} | {avoided} | {lose1} | {lose2} | {total / max(n, 1):.0f} |", flush=True)
    print()
    print("moves losing 2+ by class: " + "; ".join(f"{k} " + " ".join(str(v.get(o, 0)) for o in outs) for k, v in sorted(byclass.items())))
    if a.cache:
        json.dump(cache, open(a.cache, "w"))


def reclassify(eng, a):
    counts = {}
    for path in a.pgn:
        for line in open(path):
            m = re.match(r'(\S+ [wb] \S+ \S+) (.*?c0 "before (\S+) after (\S+) deep (\S+) material (\S+) class )(\S+) (\S+)(";.*c1 "([^"]*)".*)$', line)
            if not m:
                print(line, end="")
                continue
            fen = m.group(1) + " 0 1"
            am = re.search(r"am (\S+);", line).group(1)
            legal = eng.legal(fen)
            uci = next(u for u in legal if san(eng, fen, u, legal, False) == strip(am))
            after = eng.board(fen, [uci])[0]
            deep = m.group(5)
            v = -(MATE - int(deep[2:-1])) if deep.startswith("#-") else int(round(float(deep) * 100))
            cls, detail = classify(eng, after, m.group(10).split(), fen.split()[1] == "w", v)
            if m.group(7).startswith("drift-"):
                cls = "drift-" + cls
            counts[cls] = counts.get(cls, 0) + 1
            print(f"{m.group(1)} {m.group(2)}{cls} {detail}{m.group(9)}")
    print("classes: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])), file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("-p", "--player", default="default")
    ap.add_argument("-d", "--depth", type=int, default=14)
    ap.add_argument("-t", "--tag", default="", help="prefix of the ids (default: the PGN file's name)")
    ap.add_argument("--stockfish", default=STOCKFISH)
    ap.add_argument("--games", default="", help="only these games of each file, FIRST-LAST (from 1)")
    ap.add_argument("--trace", help="write each lost game's coarse scores (player's side, centipawns) to this file as JSON lines")
    ap.add_argument("--reclassify", action="store_true", help="read EPD files this script wrote (in place of PGN) and print them with the classes found again from their c0 and c1")
    ap.add_argument("--summarize", action="store_true", help="read --trace files (in place of PGN) and say how the games were lost")
    ap.add_argument("--judge", action="store_true", help="FILE.pgn... are a suite this script wrote and the outputs of `rollout epd` on it: score each move chosen by Stockfish")
    ap.add_argument("--controls", action="store_true", help="FILE... are --trace files and the PGN files they came from: write a control position for each game")
    ap.add_argument("--cache", help="with --judge: a JSON file keeping Stockfish's scores between runs")
    a = ap.parse_args()
    if a.summarize:
        return summarize(a.pgn)
    eng = Engine(a.stockfish)
    if a.reclassify:
        return reclassify(eng, a)
    if a.judge:
        return judge(eng, a)
    if a.controls:
        return controls(eng, a)
    counts = {}
    print(f"# Our own blunders: the positions before {a.player}'s decisive mistake in each game it lost, found by scripts/blunders.py (Stockfish depth {a.depth}).")
    if a.games:
        print(f"# Games {a.games} of each file.")
    print("# Licence: our own games (rollout match against Stockfish), free to use. am: the move played; bm: Stockfish's move when clearly best.")
    print(f"# Generated: scripts/blunders.py -d {a.depth} " + " ".join(a.pgn))
    for path in a.pgn:
        tag = a.tag or re.sub(r"\.pgn$", "", path.split("/")[-1])
        lo, hi = (int(x) for x in a.games.split("-")) if a.games else (1, 1 << 30)
        for g, (tags, sans) in enumerate(pgn_games(path), 1):
            if not lo <= g <= hi:
                continue
            white = tags.get("White", "").startswith(a.player)
            black = tags.get("Black", "").startswith(a.player)
            res = tags.get("Result")
            if not (white and res == "0-1" or black and res == "1-0"):
                continue
            fen0, fens, ucis = replay(eng, tags, sans, f"{path} game {g}")
            eng.send("ucinewgame")
            eng.sync()
            mine = "w" if white else "b"
            ply0 = 1 + (0 if fen0.split()[1] == "w" else 1) + 2 * (int(fen0.split()[5]) - 1)
            # every position scored at a coarse depth (DEPTH-4), from the
            # player's side; a candidate move is then scored at DEPTH
            coarse = []
            for f in fens:
                v = eng.search(f, a.depth - 4)[1][0]
                coarse.append(v if f.split()[1] == mine else -v)
            fine = {}

            def score_at(j):
                if j not in fine:
                    v = eng.search(fens[j], a.depth)[1][0]
                    fine[j] = v if fens[j].split()[1] == mine else -v
                return fine[j]

            def stayed(i, margin):
                later = [coarse[j] for j in range(i + 1, len(fens)) if fens[j].split()[1] == mine]
                return all(clamp(v) < clamp(score_at(i)) - margin for v in later)

            mated = lambda v: v <= -(MATE - 200)
            found = None
            for i in range(len(ucis)):
                if fens[i].split()[1] != mine or coarse[i] < -LOST:
                    continue
                if clamp(coarse[i]) - clamp(coarse[i + 1]) < 150 and not mated(coarse[i + 1]):
                    continue
                before, after = score_at(i), score_at(i + 1)
                fell = clamp(before) - clamp(after) >= 200 or mated(after) and not mated(before)
                if before >= -LOST and fell and stayed(i, 100):
                    found = i
                    break
            drift = False
            if found is None:
                # a slow decline: no single move lost 2 pawns; take the
                # move that lost most (at least 0.75) and never came back
                # within half a pawn
                worst = 75
                for i in range(len(ucis)):
                    if fens[i].split()[1] != mine or coarse[i] < -LOST:
                        continue
                    drop = clamp(coarse[i]) - clamp(coarse[i + 1])
                    if drop >= worst and all(
                        clamp(coarse[j]) < clamp(coarse[i]) - 50 for j in range(i + 1, len(fens)) if fens[j].split()[1] == mine
                    ):
                        found, worst, drift = i, drop, True
            if a.trace:
                with open(a.trace, "a") as t:
                    t.write(json.dumps({"id": f"{tag}-g{g}", "white": white, "start_ply": ply0, "scores": coarse, "sans": sans,
                                        "mistake": found, "drift": drift}) + "\n")
            score = {j: score_at(j) for j in (found, found + 1)} if found is not None else {}
            if found is None:
                print(f"{tag} game {g}: no decisive mistake found", file=sys.stderr)
                continue
            i = found
            fen = fens[i]
            top = eng.search(fen, a.depth + 2, 3)
            best_v = top[1][0]
            good = [top[r][1][0] for r in sorted(top) if top[r][1] and top[r][0] >= best_v - 25][:2]
            rest = [top[r][0] for r in sorted(top) if top[r][1] and top[r][1][0] not in good]
            bm = []
            if ucis[i] not in good and (not rest or rest[0] <= best_v - 100) and len(good) <= 2:
                bm = good
            ref = eng.search(fens[i + 1], a.depth + 2)[1]
            after2 = -ref[0]
            cls, detail = classify(eng, fens[i + 1], ref[1], white, after2)
            if drift:
                cls = "drift-" + cls
            counts[cls] = counts.get(cls, 0) + 1
            mat = material(fen, white)
            fmt = lambda v: (f"#{'-' if v < 0 else ''}{MATE - abs(v)}p" if abs(v) >= MATE - 200 else f"{v / 100:+.2f}")
            ops = [f"am {san(eng, fen, ucis[i])};"]
            if bm:
                ops.append("bm " + " ".join(san(eng, fen, m) for m in bm) + ";")
            ply = i + ply0
            ops.append(f'id "{tag}-g{g}-p{ply}";')
            ops.append(f'c0 "before {fmt(score[i])} after {fmt(score[i + 1])} deep {fmt(after2)} material {mat:+d} class {cls} {detail}";')
            ops.append(f'c1 "{" ".join(ref[1][:12])}";')
            print(" ".join(fen.split()[:4]) + " " + " ".join(ops), flush=True)
            print(f"{tag} game {g} ply {ply}: {san(eng, fen, ucis[i])} {fmt(score[i])} -> {fmt(after2)}, {cls} {detail}", file=sys.stderr, flush=True)
    print("classes: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])), file=sys.stderr)


if __name__ == "__main__":
    main()
