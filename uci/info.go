package uci

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"rollout/engine"
	"rollout/variants"
)

// errNoMove reports a search that ended without a legal move to play.
var errNoMove = errors.New("the search chose no legal move")

// infoOpts are the session's options an info line follows.
type infoOpts struct {
	wdl     bool // UCI_ShowWDL
	multiPV int  // MultiPV: the lines printed, best first
	nodes   int  // the node budget a tree fills (hashfull); 0: none
	// mates caches the go's proven moves' lines (mateLines.provenPV).
	mates mateLines
}

// info prints a snapshot as UCI info lines: one per principal variation,
// the chosen move's first (multipv 1), then the most visited other moves'
// up to MultiPV. Nodes are rollouts (uct: iterations). depth is the
// variation's length in plies, as far as the tree's visits support it
// (engine.Snapshot.Lines), and pv the variation; seldepth the deepest
// path the tree walked this search; hashfull the share of the node
// budget the tree fills, in thousandths. The score is the move's proven
// mate as its pv shows it (mateLines.provenPV: the whole mating line),
// or its mean turned into centipawns by Centipawns (see Score);
// wdl agrees with it (WDL): a mate reads 1000 0 0. A move with neither
// visits nor a proof (the only legal move, answered without a search)
// has no score nor wdl: "score cp 0" said it was level, and a GUI that
// adjudicates by the engines' scores read it so.
func (s *Session) info(pos variants.Position, snap engine.Snapshot, o infoOpts) {
	if snap.BestText == "" {
		return
	}
	hash := ""
	if snap.TreeNodes > 0 && o.nodes > 0 {
		hash = fmt.Sprintf(" hashfull %d", min(1000, int(int64(snap.TreeNodes)*1000/int64(o.nodes))))
	}
	for k, i := range lineOrder(snap, o.multiPV) {
		m := snap.Moves[i]
		var line []variants.Move
		if snap.Lines != nil {
			line = snap.Lines[i]
		}
		pv, shown := o.mates.provenPV(pos, m, line)
		m.Proof = shown
		score := ""
		if m.Rollouts > 0 || m.Proof != 0 {
			score = " score " + Score(m)
			if o.wdl {
				w, d, l := WDL(m)
				score += fmt.Sprintf(" wdl %d %d %d", w, d, l)
			}
		}
		s.printf("info depth %d seldepth %d multipv %d%s nodes %d nps %.0f%s time %d pv %s",
			len(pv), max(snap.SelDepth, len(pv)), k+1, score, snap.Rollouts, snap.Rate, hash,
			snap.Elapsed.Milliseconds(), strings.Join(pv, " "))
	}
}

// pvDepth is the depth info prints for snap's chosen move: its
// principal variation's length in plies; 0 before it has one.
func pvDepth(pos variants.Position, snap engine.Snapshot, mates mateLines) int {
	if snap.BestText == "" {
		return 0
	}
	order := lineOrder(snap, 1)
	if len(order) == 0 {
		return 0
	}
	i := order[0]
	var line []variants.Move
	if snap.Lines != nil {
		line = snap.Lines[i]
	}
	pv, _ := mates.provenPV(pos, snap.Moves[i], line)
	return len(pv)
}

// lineOrder is the moves (indices into snap.Moves) that get an info
// line: the chosen move, then the others by visits (ties: the higher
// mean), at most multiPV of them, only moves with visits or a proof
// after the first.
func lineOrder(snap engine.Snapshot, multiPV int) []int {
	chosen := -1
	var rest []int
	for i, m := range snap.Moves {
		switch {
		case m.Move == snap.Best && chosen < 0:
			chosen = i
		case m.Rollouts > 0 || m.Proof != 0:
			rest = append(rest, i)
		}
	}
	if chosen < 0 {
		return nil
	}
	sort.SliceStable(rest, func(a, b int) bool {
		ma, mb := snap.Moves[rest[a]], snap.Moves[rest[b]]
		if ma.Rollouts != mb.Rollouts {
			return ma.Rollouts > mb.Rollouts
		}
		return ma.Mean > mb.Mean
	})
	order := append([]int{chosen}, rest...)
	return order[:min(len(order), max(multiPV, 1))]
}

// pvTexts is the variation first, then line, in UCI's move text, played
// out from pos; it stops at a move that is not legal where it stands
// (none should be: the tree's moves are), and after a move that ends the
// game or repeats a position (variants.Repeater: in the game or on the
// line): the tree's most visited path can walk round a repetition, and
// a line that ran on past it showed moves no game would reach. A proven
// move's line (proof: MoveStats.Proof, its length in plies) that ends
// before the mate goes on with mateTail.
func pvTexts(pos variants.Position, first variants.Move, line []variants.Move, proof int) []string {
	p := pos.Clone()
	var texts []string
	var legal []variants.Move
	for _, m := range append([]variants.Move{first}, line...) {
		legal = p.LegalMoves(legal[:0])
		if !slices.Contains(legal, m) {
			return texts
		}
		texts = append(texts, p.EncodeMove(m, variants.Canonical))
		p.Play(m)
		if r, ok := p.(variants.Repeater); ok && r.Repeated() || p.Outcome().Over() {
			return texts
		}
	}
	if left := max(proof, -proof) - len(texts); proof != 0 && left > 0 {
		for _, m := range mateTail(p, left) {
			texts = append(texts, p.EncodeMove(m, variants.Canonical))
			p.Play(m)
		}
	}
	return texts
}

// mateTail goes on with a proven mate's variation where the tree's line
// ends, from p with left plies of the proof to go: the default proves
// most mates by its mate search at a node it never expands
// (engine.MateSearcher), so "score mate -1" came with our move alone.
// At each ply it takes the move the mate search proves, the winner's
// shortest mate or the loser's longest defence, and it stops where the
// search proves none (a proof longer than its plies).
func mateTail(p variants.Position, left int) []variants.Move {
	p = p.Clone()
	var out []variants.Move
	for left > 0 {
		winner := left%2 == 1 // the proof's last ply is the winner's
		var best variants.Position
		var bestMove variants.Move
		bestLen := -1
		for _, m := range p.LegalMoves(nil) {
			q := p.Clone()
			q.Play(m)
			n, proven := 0, false
			if o := q.Outcome(); o.Over() {
				proven = winner && o.Reason == variants.Checkmate
			} else if ms, ok := q.(engine.MateSearcher); ok && left > 1 {
				v, l := ms.Mate(min(left-1, ms.MaxMatePlies()))
				proven, n = winner && v == -1 || !winner && v == 1, l
			}
			if !proven || n > left-1 {
				continue
			}
			if bestLen < 0 || winner && n < bestLen || !winner && n > bestLen {
				best, bestMove, bestLen = q, m, n
			}
		}
		if bestLen < 0 {
			break
		}
		out = append(out, bestMove)
		p, left = best, bestLen
	}
	return out
}

// Score is a move's UCI score: "mate N" for a move uct has proven to
// mate in N moves (negative: to be mated in N, the longest defence it
// found; variants.ProofMate, the table's and PGN's rule), else "cp N"
// from its mean (Centipawns).
func Score(m engine.MoveStats) string {
	if mate := variants.ProofMate(m.Proof); mate != 0 {
		return fmt.Sprintf("mate %d", mate)
	}
	return fmt.Sprintf("cp %d", Centipawns(m.Mean))
}

// Centipawns maps a mean score in [-1, 1] to centipawns from the same
// side's point of view (UCI scores are the side to move's): the
// program's one mapping, variants.Centipawns (docs/evaluation.md),
// within ±1200.
func Centipawns(mean float64) int { return variants.Centipawns(mean) }

// WDL returns a move's chances of a win, a draw and a loss in
// thousandths, adding up to 1000 and agreeing with its score (Score):
// a proven win reads 1000 0 0 and a proven loss 0 0 1000; otherwise the
// draws are the rollouts' share of draws (at most 1 - |mean|) and the
// rest is split so that win - loss is the mean, the same mean Centipawns
// reads, so the expected score w + d/2 is the score's. A move without
// rollouts or proof reads 0 1000 0.
func WDL(m engine.MoveStats) (w, d, l int) {
	switch {
	case m.Proof > 0:
		return 1000, 0, 0
	case m.Proof < 0:
		return 0, 0, 1000
	}
	n := m.Wins + m.Draws + m.Losses
	mean := math.Max(-1, math.Min(1, m.Mean))
	if n == 0 && m.Rollouts == 0 {
		return 0, 1000, 0
	}
	draw := 1 - math.Abs(mean)
	if n > 0 {
		draw = math.Min(draw, float64(m.Draws)/float64(n))
	}
	w = int(math.Round(500 * (1 + mean - draw)))
	l = int(math.Round(500 * (1 - mean - draw)))
	w, l = max(w, 0), max(l, 0)
	if w+l > 1000 {
		l = 1000 - w
	}
	return w, 1000 - w - l, l
}

// moveStats prints, before bestmove, one info string per root move in the
// manner of Lc0's VerboseMoveStats: fewest rollouts first, so the chosen
// move comes last, next to bestmove.
func (s *Session) moveStats(pos variants.Position, res engine.Result) {
	rows := append([]engine.MoveStats(nil), res.Moves...)
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].Rollouts != rows[j].Rollouts {
			return rows[i].Rollouts < rows[j].Rollouts
		}
		return rows[i].Mean < rows[j].Mean
	})
	for _, r := range rows {
		var b strings.Builder
		n := r.Wins + r.Draws + r.Losses
		pct := func(x int64) float64 {
			if n == 0 {
				return 0
			}
			return 100 * float64(x) / float64(n)
		}
		fmt.Fprintf(&b, "info string %-5s N: %7d (W: %5.1f%%) (D: %5.1f%%) (L: %5.1f%%) (Q: %s ± %.4f)",
			pos.EncodeMove(r.Move, variants.Canonical), r.Rollouts, pct(r.Wins), pct(r.Draws), pct(r.Losses),
			engine.FormatMean(r.Mean, 4), r.StdErr)
		if r.UCB != 0 {
			fmt.Fprintf(&b, " (U: %s)", engine.FormatMean(r.UCB, 4))
		}
		if r.Note != "" {
			fmt.Fprintf(&b, " (%s)", r.Note)
		}
		if r.Move == res.Move {
			b.WriteString(" " + engine.ChosenMark)
		}
		s.printf("%s", b.String())
	}
}
