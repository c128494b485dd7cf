package cli

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"mates", "write an EPD suite of the positions in PGN games where the side to move mates at once", runMates})
}

// runMates makes a mate-in-one suite from real games: it replays every
// game of a PGN file (such as `match -pgn-out` writes) and, for each
// position in which the side to move has a move that mates at once,
// writes an EPD record whose bm lists every such mate, so `rollout epd`
// can check that a player takes one. Positions are taken in game order,
// at most -per-game from a game (so a long mating attack does not fill
// the suite), each position once, until -n are written.
func runMates(env *Env, args []string) error {
	fs := newFlagSet(env, "mates", "rollout mates -pgn FILE [-n N] [-per-game K] [-comment TEXT]")
	pgnPath := fs.String("pgn", "", "the games, a PGN file")
	n := fs.Int("n", 200, "how many positions to write")
	perGame := fs.Int("per-game", 2, "at most this many positions from one game")
	comment := fs.String("comment", "", "a header line to write first (after #), such as the command that made the games")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *pgnPath == "" {
		return usagef("mates: -pgn is required")
	}
	if *n < 1 {
		return usagef("mates: -n %d: at least 1", *n)
	}
	if *perGame < 1 {
		return usagef("mates: -per-game %d: at least 1", *perGame)
	}
	data, err := os.ReadFile(*pgnPath)
	if err != nil {
		return fileError("-pgn", *pgnPath, err)
	}
	text := string(data)
	games := chess.CountPGN(text)
	if games == 0 {
		return fileError("-pgn", *pgnPath, errors.New("holds no games"))
	}
	var lines []string
	seen := map[string]bool{}
	for g := 1; g <= games && len(lines) < *n; g++ {
		rec, _, err := chess.ReadPGN(text, g)
		if err != nil {
			return fileError("-pgn", *pgnPath, err)
		}
		taken := 0
		pos := rec.Start().Clone()
		for ply, m := range rec.Moves() {
			if taken == *perGame || len(lines) == *n {
				break
			}
			key := strings.Join(strings.Fields(pos.Encode())[:4], " ")
			if mates := matesInOne(pos); len(mates) > 0 && !seen[key] {
				seen[key] = true
				taken++
				lines = append(lines, fmt.Sprintf("%s bm %s; id \"mate1.%03d\"; c0 \"game %d ply %d\";", key, strings.Join(mates, " "), len(lines)+1, g, ply+1))
			}
			pos.Play(m)
		}
	}
	if len(lines) == 0 {
		// A suite of no records, which epd refuses: nothing is written.
		return fmt.Errorf("mates: -pgn %s: no position of its %s has a mate in one", *pgnPath, plural(games, "game"))
	}
	if len(lines) < *n {
		fmt.Fprintf(env.Stderr, "rollout: mates: only %s of the %d asked (-n) in %s\n", plural(len(lines), "position"), *n, plural(games, "game"))
	}
	var b strings.Builder
	if *comment != "" {
		fmt.Fprintf(&b, "# %s\n", *comment)
	}
	fmt.Fprintf(&b, "# rollout mates -pgn %s -n %d -per-game %d: %s from %s; bm lists every mate in one\n", *pgnPath, *n, *perGame, plural(len(lines), "position"), plural(games, "game"))
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	_, err = fmt.Fprint(env.Stdout, b.String())
	return err
}

// matesInOne returns the moves (SAN) that win at once in pos.
func matesInOne(pos variants.Position) []string {
	var out []string
	mover := pos.ToMove()
	for _, m := range pos.LegalMoves(nil) {
		q := pos.Clone()
		q.Play(m)
		if q.Outcome().ScoreFor(mover) == 1 {
			out = append(out, pos.EncodeMove(m, variants.Display))
		}
	}
	return out
}
