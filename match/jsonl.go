package match

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"

	"rollout/variants"
)

// Line is one game of a match as a JSON line: what a shard writes and
// Merge sums. It carries everything the match's text output prints, so a
// merge of all shards prints what the unsharded match prints.
type Line struct {
	// Match identifies the match (variant, players, budgets, seed, games):
	// lines from different matches are never merged.
	Match string `json:"match"`
	// Game is the game's number in the whole match, from 1; Games the
	// match's number of games.
	Game  int `json:"game"`
	Games int `json:"games"`
	// Seed is the game seed (replay one game with -seed).
	Seed uint64 `json:"seed"`
	// A and B are the players' names, First and Second who moved first
	// and second in this game as the game lines show them ("flat (a)").
	A      string `json:"a"`
	B      string `json:"b"`
	First  string `json:"first"`
	Second string `json:"second"`
	// AFirst says whether A moved first, ASide which side A played
	// ("first": White, X; "second"): they differ when the start position
	// has the second side to move. Lines without a_side (older ones)
	// mean the side that moved first.
	AFirst bool   `json:"a_first"`
	ASide  string `json:"a_side,omitempty"`
	// Result is "1-0", "0-1" or "1/2-1/2", Reason the rule that ended
	// the game.
	Result string `json:"result"`
	Reason string `json:"reason"`
	// Start is the start position's text, Moves the moves in canonical
	// text.
	Start string   `json:"start"`
	Moves []string `json:"moves"`
}

// NewLine describes game g of the match identified by id: players are
// the players' plain names (A's, then B's), names how the game lines show
// them.
func NewLine(id string, games int, players, names [2]string, g Game) Line {
	first, second := names[0], names[1]
	if !g.AFirst {
		first, second = second, first
	}
	o := g.Record.Outcome()
	return Line{
		Match: id, Game: g.Index + 1, Games: games, Seed: g.Seed,
		A: players[0], B: players[1], First: first, Second: second,
		AFirst: g.AFirst, ASide: g.ASide.String(),
		Result: variants.ResultText(o), Reason: o.Reason.String(),
		Start: g.Record.StartText(), Moves: g.Record.Texts(variants.Canonical),
	}
}

// aSide is the side A played.
func (l Line) aSide() (variants.Side, error) {
	switch l.ASide {
	case "first":
		return variants.First, nil
	case "second":
		return variants.Second, nil
	case "":
		if l.AFirst {
			return variants.First, nil
		}
		return variants.Second, nil
	}
	return variants.First, fmt.Errorf("game %d: bad a_side %q", l.Game, l.ASide)
}

// Plies is the game's length.
func (l Line) Plies() int { return len(l.Moves) }

// outcome is the game's outcome from its result text.
func (l Line) outcome() (variants.Outcome, error) {
	switch l.Result {
	case "1-0":
		return variants.Outcome{Result: variants.FirstWins}, nil
	case "0-1":
		return variants.Outcome{Result: variants.SecondWins}, nil
	case "1/2-1/2":
		return variants.Outcome{Result: variants.Draw}, nil
	}
	return variants.Outcome{}, fmt.Errorf("game %d: bad result %q", l.Game, l.Result)
}

// WriteLine writes l as one line of JSON.
func WriteLine(w io.Writer, l Line) error {
	b, err := json.Marshal(l)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Merged is the sum of a match's shards.
type Merged struct {
	// Lines are the games in game order.
	Lines []Line
	// Tally is their sum.
	Tally Tally
	// Missing lists the game numbers (from 1) no shard reported.
	Missing []int
}

// MaxMergeGames is the largest match Merge accepts. Merged.Missing lists
// every game no shard reported, so a line claiming a match of 10^12 games
// would otherwise make Merge allocate without bound (found by FuzzMerge);
// 2^24 games bound that list to 128 MiB.
const MaxMergeGames = 1 << 24

// Merge reads the JSON lines of one match's shards (in any order, from
// any number of readers, each named for errors) and sums them. Lines of
// another match, a game reported twice, a match of more than
// MaxMergeGames games, or a line that does not read are errors naming the
// source and line.
func Merge(names []string, rs []io.Reader) (Merged, error) {
	var m Merged
	seen := map[int]bool{}
	for k, r := range rs {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<16), 64<<20) // a long game's move list
		for n := 1; sc.Scan(); n++ {
			if len(sc.Bytes()) == 0 {
				continue
			}
			var l Line
			fail := func(err error) error { return fmt.Errorf("merge: %s:%d: %w", names[k], n, err) }
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				return m, fail(fmt.Errorf("not a line of a match's -jsonl output: %w", err))
			}
			if l.Match == "" && l.Game == 0 && l.Games == 0 {
				// JSON, but none of ours: it read "game 0 out of range 1-0".
				return m, fail(errors.New("not a line of a match's -jsonl output: no match, game or games"))
			}
			if len(m.Lines) > 0 && (l.Match != m.Lines[0].Match || l.Games != m.Lines[0].Games) {
				return m, fail(fmt.Errorf("a game of another match (%q, not %q)", l.Match, m.Lines[0].Match))
			}
			if l.Games > MaxMergeGames {
				return m, fail(fmt.Errorf("a match of %d games; at most %d merge", l.Games, MaxMergeGames))
			}
			if l.Game < 1 || l.Game > l.Games {
				return m, fail(fmt.Errorf("game %d out of range 1-%d", l.Game, l.Games))
			}
			if seen[l.Game] {
				return m, fail(fmt.Errorf("game %d reported twice", l.Game))
			}
			o, err := l.outcome()
			if err != nil {
				return m, fail(err)
			}
			aSide, err := l.aSide()
			if err != nil {
				return m, fail(err)
			}
			seen[l.Game] = true
			m.Tally.Add(o, aSide, l.AFirst)
			m.Lines = append(m.Lines, l)
		}
		if err := sc.Err(); err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) { // "read x: is a directory" named x twice
				err = pe.Err
			}
			return m, fmt.Errorf("merge: %s: %w", names[k], err)
		}
	}
	if len(m.Lines) == 0 {
		return m, fmt.Errorf("merge: no games")
	}
	sort.Slice(m.Lines, func(i, j int) bool { return m.Lines[i].Game < m.Lines[j].Game })
	for g := 1; g <= m.Lines[0].Games; g++ {
		if !seen[g] {
			m.Missing = append(m.Missing, g)
		}
	}
	return m, nil
}
