package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"rollout/variants"
)

// MoveStats is what a search knows about one root move. Scores are from the
// point of view of the side to move at the root.
type MoveStats struct {
	Move variants.Move
	// Text is the move in the variant's display notation (SAN for chess).
	Text string
	// Rollouts is the number of rollouts (uct: visits) through the move;
	// for uct it includes visits kept from the previous move's tree.
	Rollouts int64
	// Wins, Draws and Losses count the rollouts' real results.
	Wins, Draws, Losses int64
	// Net is Wins - Losses: Roller's net score.
	Net int64
	// Mean is the estimator's mean score in [-1, 1], StdErr its standard
	// error (0 until two rollouts are in); under Config.EvalScale both
	// are read back on the pawn scale (Config.pawnMean), as UCB and
	// Minimax are, so centipawns keep their meaning.
	Mean, StdErr float64
	// AvgPlies is the mean rollout length in plies, counting the root move.
	AvgPlies float64
	// CapShare is the share of rollouts that hit the ply cap.
	CapShare float64
	// UCB is the move's UCB1 value at the root (uct only), on the same
	// [-1, 1] scale as Mean: mean + c*sqrt(ln N / n).
	UCB float64
	// Score is a player-specific figure: roulette's accumulated wheel score,
	// perfect's exact value.
	Score float64
	// Minimax is the move's implicit minimax value (uct with
	// Config.Minimax), on Mean's scale, for the side making the move:
	// the static evaluation backed up by minimax through the move's
	// subtree, which selection blends with Mean (Snapshot.Minimax says
	// whether it is filled).
	Minimax float64
	// Note explains a decision that is not statistical: "wins at once",
	// "loses at once", "pruned", "proven win".
	Note string
	// Proof is, for a move uct has proven, the length of the proof's line
	// in plies counting the move itself: positive for a win, negative for
	// a loss (1: the move wins at once; at chess a proven win in 2k-1
	// plies is a mate in k, a loss in 2k plies is mated in k); 0 for a
	// move not proven.
	Proof int
	// Depth is, for the alpha-beta player, the depth of the search the
	// move's score is from (0 for the other players). A search stopped
	// within a depth holds the moves it had not reached yet at the depth
	// before, whose bounds are not comparable with the new depth's
	// scores: tables rank deeper scores first.
	Depth int
}

// Snapshot is a value copy of a search's state, safe to keep and to send
// between goroutines.
type Snapshot struct {
	// Player is the player's name ("flat").
	Player string
	// Elapsed is the time since the search started.
	Elapsed time.Duration
	// Rollouts is the total number of rollouts (uct: iterations) so far.
	Rollouts int64
	// Rate is rollouts per second over the whole search.
	Rate float64
	// Best is the move the player would choose now, and BestText its
	// display text.
	Best     variants.Move
	BestText string
	// Progress is the share of the budget used, in [0, 1], or -1 for an
	// unbounded search.
	Progress float64
	// MostRollouts is the most rollouts (uct: visits) one move's row can
	// count by the end of the search, known from its start and the same
	// in every snapshot of it: flat's and roulette's iteration budget
	// over the moves that share it, uct's over its trees plus the most
	// visits a move kept from the last search. 0 where nothing bounds
	// the counts in advance (a time budget alone, a target standard
	// error, a player without rollouts). The ui's table keeps room for
	// its figures by it, so its columns do not change within a search.
	MostRollouts int64
	// Moves holds every legal root move, in the position's legal-move order.
	Moves []MoveStats
	// VarianceRatio is the plain estimator's variance over the rb
	// estimator's, measured on the same rollouts; 0 when not measured.
	VarianceRatio float64
	// TreeNodes is the size of a uct tree; 0 for other players.
	TreeNodes int
	// Trees is the number of trees a uct search grew, one per worker
	// under root parallelism (a time budget, or Config.WorkerSpread,
	// where every tree gets the whole iteration budget): Rollouts sums
	// their iterations, so -rollouts 3000 on two trees counts 6000.
	// 0 or 1 for one tree, 0 for other players.
	Trees int
	// Lines, indexed as Moves, hold the principal variation after each
	// move (uct): from the move's node, the most visited child at each
	// node while it has at least two visits, as far as the visits
	// support it. Filled for the most visited root moves (MaxLines of
	// them), nil for the others; Lines itself is nil for players
	// without a tree.
	Lines [][]variants.Move
	// SelDepth is the deepest path from the root a uct search has
	// walked and expanded this search, in plies; 0 for other players.
	SelDepth int
	// Minimax is true when the moves' Minimax values are filled (uct
	// with implicit minimax backups).
	Minimax bool
	// Drawn is true when a temperature (Config.Temperature: the levels
	// below 6) drew the move played among near-equal ones in place of
	// the player's own choice, so a table's chosen row may sit below
	// the one its order puts first.
	Drawn bool
	// Policy names every part of knowledge in play (Config.Knowledge:
	// "light policy, eval k=0, minimax a=0.5, priors w=1"), so a player
	// with knowledge is never taken for pure Monte Carlo; empty for
	// uniform rollouts with the plain or rb estimator.
	Policy string
}

// Result is the outcome of a search: the final statistics and the chosen
// move.
type Result struct {
	Snapshot
	// Move is the chosen move and MoveText its display text.
	Move     variants.Move
	MoveText string
	// Stopped says what ended the search (StopTime, StopRollouts, ...).
	Stopped StopReason
}

// StatusLine renders the snapshot in Roller's format:
// "4.51 s | 21.17 kr | 4.69 kr/s | Nf3", with the rollout policy appended
// when it is not uniform ("... | Nf3 | light policy"). Fewer than a
// thousand rollouts are counted whole ("11 rollouts", a tree player's
// "11 iterations"), so a search that stopped early never reads "0.00
// kr" beside a rate of 11 kr/s. A search that grew a tree per worker
// says over how many trees its count is summed ("6.00 kr over 2
// trees"). A player that runs no rollouts
// (PlayerInfo.Statistics false) has its time and move only.
func (s Snapshot) StatusLine() string {
	fields, tail := s.statusFields()
	line := strings.Join(fields, " | ")
	if tail != "" {
		line += " | " + tail
	}
	return line
}

// StatusLineWithin is the status line shortened so that its best move
// is whole within width columns: the whole line when it fits; else the
// line without its least important fields, dropped in turn: the tail
// after the best move (the parts in play, also in the title), the rate,
// the count, the seconds.
// ok is false when even the best move alone is wider than width (it is
// then returned alone).
func (s Snapshot) StatusLineWithin(width int) (line string, ok bool) {
	if line := s.StatusLine(); len([]rune(line)) <= width {
		return line, true
	}
	// The tail goes first: a line cut in its tail ("... | Nc3 | eval
	// k…") had its best move cut where the fields filled the width.
	fields, _ := s.statusFields()
	if columns(fields) <= width {
		return strings.Join(fields, " | "), true
	}
	// fields are seconds [, count, rate], best: the one before the best
	// move goes first, so the seconds stay longest.
	for len(fields) > 1 {
		drop := len(fields) - 2
		fields = append(fields[:drop:drop], fields[drop+1:]...)
		if columns(fields) <= width {
			return strings.Join(fields, " | "), true
		}
	}
	return fields[0], false
}

// columns is the width of fields joined by " | " (the status line's
// fields are ASCII, a move's text included).
func columns(fields []string) int {
	n := 3 * (len(fields) - 1)
	for _, f := range fields {
		n += len([]rune(f))
	}
	return n
}

// statusFields are the status line's fields, the best move last, and
// the tail after it (the parts in play; "" for none).
func (s Snapshot) statusFields() (fields []string, tail string) {
	best := s.BestText
	if best == "" {
		best = "-"
	}
	secs := fmt.Sprintf("%.2f s", s.Elapsed.Seconds())
	_, ext := ExternalInfo(s.Player)
	if info, ok := Info(s.Player); ext || ok && info.NeedsAlphaBeta {
		// An external engine counts nodes, not rollouts, and so does the
		// alpha-beta player, whose depth is in its tail.
		tail := s.Policy
		if ext {
			tail = ""
		}
		return []string{secs, Counted(s.Rollouts, "nodes"), CountText(int64(s.Rate)) + " nodes/s", best}, tail
	}
	if info, ok := Info(s.Player); ok && !info.Statistics {
		// random, searchlight, perfect: no rollouts to count, so no
		// count and no rate ("0 rollouts | 0.00 kr/s" said nothing).
		return []string{secs, best}, ""
	}
	if s.Rollouts == 0 {
		// A search that ran none, its move proven or won at once first
		// ("uct played b1 (proven): 0.00 s | 0 iterations | 0.00 kr/s"),
		// or one not begun: the same two fields.
		return []string{secs, best}, s.Policy
	}
	count := fmt.Sprintf("%.2f kr", float64(s.Rollouts)/1000)
	if s.Rollouts < 1000 {
		// Spelled out, a tree's count is in iterations, as the UI's
		// title names a level's 120 (kr stays Roller's unit for both).
		unit := "rollouts"
		if info, ok := Info(s.Player); ok && info.Tree {
			unit = "iterations"
		}
		count = Counted(s.Rollouts, unit)
	}
	if s.Trees > 1 {
		// The count sums every worker's tree (-rollouts 3000 on two
		// workers ran 6000): alone it read as twice the budget, as the
		// table's header says "over 2 trees".
		count += fmt.Sprintf(" over %d trees", s.Trees)
	}
	return []string{secs, count, fmt.Sprintf("%.2f kr/s", s.Rate/1000), best}, s.Policy
}

// CountText writes a count the way people read large numbers, to about
// three figures with trailing zeros dropped: 950, 7.7k, 48k, 7.68M,
// 12.3M, 123M, 1.5G. It is the one abbreviation of counts: the ui's
// tables, titles and messages and an external engine's status line all
// use it, so a count reads the same everywhere (the rollout status line
// keeps Roller's fixed "21.17 kr"). A count that rounds to 1000 of a
// unit is written in the next one ("1M", not "1000k"), up to E (10^18),
// so no count from 0 to the largest int64 ("9.22E") is written in more
// than CountWidest characters: the ui's table keeps that room for one.
func CountText(n int64) string {
	if n < 1000 {
		return strconv.FormatInt(n, 10)
	}
	last := len(countUnits) - 1
	for i, unit := range countUnits[:last] {
		if x := float64(n) / countScales[i]; x < 999.5 { // 999.5 would round to "1000"
			return countFigure(x, i == 0) + unit
		}
	}
	return countFigure(float64(n)/countScales[last], false) + countUnits[last]
}

// CountWidest is the most characters CountText writes for a count of 0
// or more ("1.25M", "99.9M").
const CountWidest = 5

// countUnits are CountText's units, each a thousand times the one
// before, and countScales their sizes.
var (
	countUnits  = [...]string{"k", "M", "G", "T", "P", "E"}
	countScales = [...]float64{1e3, 1e6, 1e9, 1e12, 1e15, 1e18}
)

// countFigure writes x of a unit (thousands when thousands) to about
// three figures, trailing zeros dropped: 7.7k and 48k, 7.68M, 12.3M and
// 123M (not "123.4M", a figure more than the rest and a character wider).
func countFigure(x float64, thousands bool) string {
	switch {
	case x < 10 && thousands:
		return trimZero(fmt.Sprintf("%.1f", x))
	case x < 10:
		return trimZero(fmt.Sprintf("%.2f", x))
	case x < 100 && !thousands:
		return trimZero(fmt.Sprintf("%.1f", x))
	}
	return fmt.Sprintf("%.0f", x)
}

// Counted writes n things, given by their plural noun, as the screens
// and status lines say a count: CountText's figure, then the noun, in
// the singular for exactly one ("1 iteration", "0 iterations", "1.5k
// rollouts"). "1 iterations" read as a slip beside a rollout budget of 1.
func Counted(n int64, plural string) string {
	return CountText(n) + " " + Noun(n, plural)
}

// Noun is the plural noun given, or its singular when n is one: "plies"
// becomes "ply", any other noun loses its final s ("iterations",
// "rollouts", "nodes", "visits", "trees", "games").
func Noun(n int64, plural string) string {
	if n != 1 {
		return plural
	}
	if plural == "plies" {
		return "ply"
	}
	return strings.TrimSuffix(plural, "s")
}

// trimZero drops a fraction's trailing zeros: "8.0" is "8", "7.70" "7.7".
func trimZero(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}
