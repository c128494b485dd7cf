package engine

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"rollout/variants"
)

// ChosenMark flags the chosen move in a table, as Roller marks it.
const ChosenMark = "****"

// Rows returns the per-move statistics in reading order. A player that
// chooses by visits (uct, default) lists the move it would play
// (s.Best) first, then the others as the study's table does
// (VisitOrder: the most visits, then the higher mean, then the text):
// ordered by mean, the starred move was not first, and a move of one
// lucky visit led the table. A player that chooses by its score
// (roulette's wheel, alphabeta's eval) lists by it as CompareByScore
// orders (the higher score first, then most rollouts, then the legal
// order), as the play screen's table does: by mean, roulette's rows
// went otherwise than the screen's. The others list by mean as
// CompareByMean orders (the best mean first, then most rollouts, then
// the move's text: the rule flat's choice and the play screen's table
// follow too, so the move flat plays is listed first among equals);
// the alpha-beta player's rows go by their depth first
// (MoveStats.Depth). The texts
// of equal moves go in the order of pos, the position searched
// (VisitOrder; nil: byte order). A player
// with statistics lists the moves it never searched and did not prove
// (Unmeasured, no Proof) last, as the screens do: their mean is no
// figure, not a 0 to rank among the others.
func Rows(s Snapshot, pos variants.Position) []MoveStats {
	rows := append([]MoveStats(nil), s.Moves...)
	info, _ := Info(s.Player)
	byVisits, byMean := CompareByVisits(pos), CompareByMean(pos)
	if info.ChoosesBy == ByVisits {
		chosen := func(m MoveStats) bool { return m.Move == s.Best }
		slices.SortStableFunc(rows, func(a, b MoveStats) int {
			if ca, cb := chosen(a), chosen(b); ca != cb {
				if ca {
					return -1
				}
				return 1
			}
			if ua, ub := unranked(a), unranked(b); ua != ub {
				if ub {
					return -1
				}
				return 1
			}
			return byVisits(a, b)
		})
		return rows
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if ua, ub := unranked(a), unranked(b); info.Statistics && ua != ub {
			return ub
		}
		if a.Depth != b.Depth { // the alpha-beta player's deeper scores first
			return a.Depth > b.Depth
		}
		if info.ChoosesBy == ByScore {
			return CompareByScore(a, b) < 0
		}
		return byMean(a, b) < 0
	})
	return rows
}

// ScoresByEvaluation reports whether s is a tree search whose rollouts
// the static evaluation cuts and scores (the eval estimator: the
// default player at chess and Rollerball). Its rows' wins, draws,
// losses, net, plies and cap% would count every cut rollout as a draw
// ("0 325 0") and mean nothing, so the tables leave them out.
func ScoresByEvaluation(s Snapshot) bool {
	info, ok := Info(s.Player)
	return ok && info.Tree && strings.Contains(s.Policy, evalPart)
}

// evalPart begins the eval estimator's part of Config.Knowledge.
const evalPart = "eval k="

// WriteTable prints the per-move table of a result for the headless
// commands, then a summary line: one row per legal move of pos, the
// chosen one marked ChosenMark, in Rows's order.
// The columns are named as docs/figures.md names them (W/D/L, +- se),
// cells apart by two spaces or more, a heading of two words by one.
// Columns a player does not fill (UCB, score) are left out; roulette's
// score is a count as the play screen's table writes it (CountText); the
// alpha-beta player's table counts nodes and has none of the rollout
// columns (W/D/L to cap%), which it would leave at 0, nor has a tree
// whose rollouts the evaluation cuts (ScoresByEvaluation). An external
// engine's (IsExternal) has the play screen's columns: the nodes it had
// searched when it sent the move's line, its W/D/L per mille where it
// sent them, and the note of depth, score and line; a move it gave no
// line for reads "-".
func WriteTable(w io.Writer, res Result, pos variants.Position) error {
	chosen := res.Snapshot
	chosen.Best = res.Move // the starred row, even where a rule chose it
	rows := Rows(chosen, pos)
	var hasUCB, hasScore, hasNote bool
	for _, r := range rows {
		hasUCB = hasUCB || r.UCB != 0
		hasScore = hasScore || r.Score != 0
		hasNote = hasNote || r.Note != ""
	}
	info, _ := Info(res.Player)
	searches := info.NeedsAlphaBeta
	hasScore = hasScore || searches // its centipawns, 0 included
	var buf bytes.Buffer
	tw := tabwriter.NewWriter(&buf, 0, 0, 2, ' ', tabwriter.AlignRight)
	// The columns are named as the play screen's table names them
	// (docs/figures.md): a tree player's count is its visits, the
	// alpha-beta player's score its centipawns, roulette's its wheel
	// score.
	count, score := "rollouts", "score"
	if info.Tree {
		count = "visits"
	}
	head := []string{"move", count, "W/D/L", "net", "mean", "+- se", "plies", "cap%"}
	cut := ScoresByEvaluation(res.Snapshot)
	external := IsExternal(res.Player)
	var hasWDL bool
	for _, r := range rows {
		hasWDL = hasWDL || r.Wins+r.Draws+r.Losses > 0
	}
	switch {
	case external:
		// Its nodes are the engine's count, its wins, draws and losses
		// a share in thousandths, its mean a score's: none of them are
		// rollouts, and a row's W/D/L does not sum to its nodes.
		head, hasUCB, hasScore = []string{"move", "nodes"}, false, false
		if hasWDL {
			head = append(head, "W/D/L per mille")
		}
		hasNote = true
	case searches:
		head, score = []string{"move", "nodes", "mean"}, "cp"
	case cut:
		head = []string{"move", count, "mean", "+- se"}
	}
	if hasUCB {
		head = append(head, "UCB")
	}
	if hasScore {
		head = append(head, score)
	}
	if res.Minimax {
		head = append(head, "minimax")
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t\t")
	for _, r := range rows {
		mean, se, plies, capShare := FormatMean(r.Mean, 4), FormatStdErr(r.Rollouts, r.StdErr, 4),
			fmt.Sprintf("%.1f", r.AvgPlies), fmt.Sprintf("%.1f", 100*r.CapShare)
		if info.Statistics && Unmeasured(r) {
			// Averages of no result: "+0.0000" read as a move searched
			// and found even. The study's table writes NoFigure too.
			mean, se, plies, capShare = NoFigure, NoFigure, NoFigure, NoFigure
		}
		cells := []string{
			r.Text,
			fmt.Sprint(r.Rollouts), fmt.Sprintf("%d/%d/%d", r.Wins, r.Draws, r.Losses),
			fmt.Sprintf("%+d", r.Net),
			mean, se, plies, capShare,
		}
		switch {
		case external:
			cells = []string{r.Text, "-"}
			if r.Note != "" {
				cells[1] = fmt.Sprint(r.Rollouts)
			}
			if hasWDL {
				cells = append(cells, "-")
				if r.Wins+r.Draws+r.Losses > 0 {
					cells[2] = fmt.Sprintf("%d/%d/%d", r.Wins, r.Draws, r.Losses)
				}
			}
		case searches:
			cells = []string{r.Text, fmt.Sprint(r.Rollouts), mean}
		case cut:
			cells = []string{r.Text, fmt.Sprint(r.Rollouts), mean, se}
		}
		if hasUCB {
			// A move never visited has no UCB yet (uct tries it first,
			// the study screen's "inf"; under widening it is not a child
			// yet): "0.0000" read as a value selection compared.
			ucb := NoFigure
			if r.Rollouts > 0 {
				ucb = fmt.Sprintf("%.4f", r.UCB)
			}
			cells = append(cells, ucb)
		}
		if hasScore {
			// roulette's wheel score as the play screen's table writes
			// it, a count ("699M", not "699300000": up to 100 points a
			// rollout, it ran to nine figures and more); alphabeta's
			// centipawns whole.
			score := CountText(int64(r.Score))
			if searches {
				score = fmt.Sprintf("%.0f", r.Score)
			}
			cells = append(cells, score)
		}
		if res.Minimax {
			cells = append(cells, FormatMean(r.Minimax, 4))
		}
		mark := ""
		if r.Move == res.Move {
			mark = ChosenMark
		}
		note := ""
		if hasNote {
			note = r.Note
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t"+mark+"\t"+note+"\t")
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if _, err := io.WriteString(w, strings.TrimRight(line, " ")+"\n"); err != nil {
			return err
		}
	}
	// No timings here: with a rollout budget the table is reproducible
	// byte for byte, and the commands print timings on stderr.
	unit := "rollouts"
	switch {
	case searches, external:
		unit = "nodes"
	case info.Tree:
		unit = "iterations"
	}
	// The count in whole figures for scripts (not CountText's 1.2k),
	// its noun in the singular for one: "1 iterations" read as a slip.
	summary := fmt.Sprintf("%s: %d %s, stopped by %s", res.Player, res.Rollouts, Noun(res.Rollouts, unit), res.Stopped)
	var through int64
	for _, r := range rows {
		through += r.Rollouts
	}
	if info.Tree && !searches && through < res.Rollouts {
		// A tree too full to make a root move's node (-nodes 1) scores
		// the iteration at the root, in no row.
		summary += fmt.Sprintf(" (%d through a move: %s)", through, FullTreeNote)
	}
	if res.VarianceRatio > 0 {
		summary += fmt.Sprintf(", variance ratio plain/rb %.2f", res.VarianceRatio)
	}
	if res.Policy != "" {
		summary += "; " + res.Policy
	}
	_, err := fmt.Fprintln(w, summary)
	return err
}

// FullTreeNote says where a tree player's iterations went that no root
// move's row counts: a tree too full to make a root move's node (a
// small -nodes) scores the iteration at the root. The table's summary
// (WriteTable) and the TUI's table header say it alike.
const FullTreeNote = "the rest found the tree full and stopped at the root"

// FormatMean writes a mean score with its sign and the given number of
// decimals, never as "-0.000": a mean that rounds to zero is shown as
// +0.000 whichever side of zero it lies.
func FormatMean(mean float64, decimals int) string {
	s := strconv.FormatFloat(mean, 'f', decimals, 64)
	if strings.Trim(s, "-0.") == "" {
		s = strings.TrimPrefix(s, "-")
	}
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// NoFigure is what a table writes for a figure a move has none of: the
// mean, standard error, plies and cap% of a move never searched
// (Unmeasured), the UCB of one never visited.
const NoFigure = "-"

// Unmeasured reports whether a row has no result to average: no
// rollouts (visits). Its mean, standard error, plies and cap% are no
// figures, a proven move's too: uct's win at once proven before any
// visit read "+0.0000", a move searched and found even; its note says
// it is proven ("wins at once", "proven win"), and it keeps its rank
// among the moves searched (Rows). A player without statistics is not
// asked: perfect's exact value is its mean.
func Unmeasured(m MoveStats) bool { return m.Rollouts == 0 }

// unranked reports whether a row goes last in Rows: unmeasured and not
// proven, so a proven move of no visits is not listed among the moves
// never searched.
func unranked(m MoveStats) bool { return Unmeasured(m) && m.Proof == 0 }

// NoStdErr is the standard error a table shows for a mean of one
// result: one result has no spread to measure, so its error is
// unknown, not 0, and "+- 0.000" would read as a mean known exactly.
const NoStdErr = "-"

// FormatStdErr writes the standard error of a mean of n results with
// the given number of decimals, or NoStdErr for a mean of one result,
// so every table, chart and lesson shows a move searched once alike.
// A move not searched (n = 0) has no mean either: the screens leave
// its row's figures out, and analyze writes NoFigure for them.
func FormatStdErr(n int64, se float64, decimals int) string {
	if n == 1 {
		return NoStdErr
	}
	return strconv.FormatFloat(se, 'f', decimals, 64)
}

// FormatValue writes a value added to a node (a rollout's result or an
// estimator's value, in [-1, 1]) as a learner reads it: a whole result
// as "+1", "-1" or "0", anything else with up to three decimals and
// trailing zeros dropped ("+0.5", "-0.333"). FormatMean with 0 decimals
// would round rb's +0.5 to "+0".
func FormatValue(v float64) string {
	if v == math.Trunc(v) {
		if v == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", int(v))
	}
	s := strings.TrimRight(strconv.FormatFloat(v, 'f', 3, 64), "0")
	if strings.Trim(s, "-0.") == "" {
		return "0"
	}
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}
