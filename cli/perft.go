package cli

import (
	"fmt"
	"sort"
	"time"

	"rollout/variants"
)

func init() {
	register(command{"perft", "count move sequences to a depth (move-generator test)", runPerft})
}

// maxPerftDepth keeps a typo from starting a search that runs for days.
const maxPerftDepth = 15

// runPerft prints, with -divide, one line "MOVE: COUNT" per root move
// sorted by move text (Stockfish's format, so a divide diffs against
// `go perft N` line by line after a sort), then always "Nodes searched: N".
// The time taken goes to stderr so stdout stays reproducible.
func runPerft(env *Env, args []string) error {
	fs := newFlagSet(env, "perft", "rollout perft [-variant V] [-position TEXT | -pgn FILE [-game N]] [-moves \"m1 m2\"] -depth N [-divide]")
	var g gameFlags
	g.register(fs, "chess")
	depth := fs.Int("depth", 1, fmt.Sprintf("depth in plies (0-%d)", maxPerftDepth))
	divide := fs.Bool("divide", false, "print the count below each root move")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *depth < 0 || *depth > maxPerftDepth {
		return usagef("perft: -depth %d: want 0 to %d", *depth, maxPerftDepth)
	}
	_, rec, err := g.loadNoting(env)
	if err != nil {
		return err
	}
	pos := rec.Position()
	start := time.Now()
	var total uint64
	if *divide && *depth > 0 {
		moves, counts := variants.Divide(pos, *depth)
		lines := make([]string, len(moves))
		for i, m := range moves {
			lines[i] = fmt.Sprintf("%s: %d", pos.EncodeMove(m, variants.Canonical), counts[i])
			total += counts[i]
		}
		sort.Strings(lines)
		for _, l := range lines {
			fmt.Fprintln(env.Stdout, l)
		}
		fmt.Fprintln(env.Stdout)
	} else {
		total = variants.Perft(pos, *depth)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(env.Stdout, "Nodes searched: %d\n", total)
	fmt.Fprintf(env.Stderr, "perft %d: %.3f s, %.1f Mnodes/s\n", *depth, elapsed.Seconds(), float64(total)/elapsed.Seconds()/1e6)
	return nil
}
