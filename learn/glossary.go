package learn

import (
	"fmt"
	"strings"
)

// Term is one entry of the study screen's glossary: a symbol or column
// the screen shows, what it means in one sentence, and the section of
// docs/study.md that explains it at length. The `?` overlay pages
// through these after the keys, and docs/study.md's glossary is written
// from the same list (TestGlossaryDoc), so the two cannot drift. It is
// course content, kept with the lessons rather than in the screen.
type Term struct {
	// Term is what the screen shows; ASCII its form with colour off
	// ("" when the same).
	Term, ASCII string
	// Where names the part of the screen that shows it.
	Where string
	// Means says what it means, in one sentence.
	Means string
	// Section is the heading in docs/study.md that explains it.
	Section string
}

// Glossary lists every symbol and column of the study screen, in the
// order a learner meets them: header, tree, table, phase panel, chart,
// comparison, status line, board; then the columns other screens show
// that the docs explain beside these. The play and analysis screens'
// help defines the per-move table's columns from here too (Lookup).
var Glossary = []Term{
	{Term: "c=1.41", Where: "header", Section: "1. Selection",
		Means: "UCB's exploration constant: the larger, the more selection tries the less visited children (< and > change it)."},
	{Term: "minimax a=0.5", Where: "header", Section: "1. Selection",
		Means: "selection blends each child's mean with its minimax value, (1-a)*mean + a*minimax, before adding the exploration term (the default player; a=0 is plain UCT): the panel lists the value it compares."},
	{Term: "priors w=1", Where: "header", Section: "1. Selection",
		Means: "selection adds w*prior/(n+1) to each child's value, the game's move knowledge fading as the child is visited (the default player): the panel lists the value it compares."},
	{Term: "plain, rb, eval", Where: "header", Section: "The rb estimator",
		Means: "the estimator: plain scores a rollout by its result, rb adds at every ply the exact chance of a win at once, eval cuts the rollout and scores the position (e cycles)."},
	{Term: "uniform, light", Where: "header", Section: "The screen",
		Means: "the rollout policy: uniform draws every move at random, light takes a win at once where there is one (y switches)."},
	{Term: "visits", Where: "tree, table, panel, status line; game screen, analyze", Section: "Reading the tree",
		Means: "the iterations (flat: rollouts) that went through the move's node, the root's every iteration; a tree player plays its most visited root move."},
	{Term: "mean", Where: "tree, table; game screen, analyze", Section: "4. Backpropagation",
		Means: "the average result of the move's visits (rollouts) for the side that made it: +1 a win, 0 a draw, -1 a loss."},
	{Term: "UCB", Where: "tree, table, panel; analyze", Section: "1. Selection",
		Means: "mean + c*sqrt(ln N / n), N the parent's visits and n the node's: selection takes the highest, the first of equals (with minimax values or priors, the highest value the panel lists); inf: never visited, so tried first."},
	{Term: "explore", Where: "lessons", Section: "1. Selection",
		Means: "UCB's second term, c*sqrt(ln N / n), N the parent's visits and n the node's: large for a child visited little, it shrinks as the child is visited; UCB is mean + explore."},
	{Term: "proof", Where: "UCB column, lessons", Section: "Proven nodes",
		Means: "the search has proven the node's value (MCTS-Solver), so selection passes it by while a sibling is open, whatever its UCB; win in 3: proven won in 3 plies, the move counted."},
	{Term: "exact", Where: "tree, table, chart", Section: "Reading the tree",
		Means: "the solver's value of the move under perfect play, win, draw or loss, for the side that made it."},
	{Term: "!", Where: "exact column", Section: "Reading the tree",
		Means: "the search prefers this move while the solver knows a better move beside it (a sibling rated higher, or the position worth more than this move), and its mean is told apart above that move's (by more than two standard errors of their difference): here Monte Carlo is fooled."},
	{Term: "*", Where: "tree, panel, comparison", Section: "1. Selection",
		Means: "the path the last selection walked (tree), the child it took (panel), the move each player would play (flat vs uct)."},
	{Term: "new", Where: "tree", Section: "2. Expansion",
		Means: "the node the last expansion added; it starts at 0 visits."},
	{Term: "▸", ASCII: "+", Where: "tree", Section: "Reading the tree",
		Means: "a folded node: its children are hidden; enter or → unfolds it."},
	{Term: "… N more", Where: "tree, table, panel", Section: "The root moves' table",
		Means: "N rows left out for room: a node's less visited children, or the table's and the comparison's lower rows (pgup and pgdn scroll them)."},
	{Term: "share", Where: "table; game screen", Section: "The root moves' table",
		Means: "the move's percentage of the root's visits: where the search spent its effort."},
	{Term: "± se", ASCII: "+- se", Where: "table, chart; game screen, analyze", Section: "The root moves' table",
		Means: "the mean's standard error: two means closer than a couple of these are not told apart yet. Every screen, the lessons and analyze leave it out (-) after one visit or rollout: one result has no spread to measure."},
	{Term: "tie", Where: "panel", Section: "1. Selection",
		Means: "several children had the chosen one's UCB; selection took the first of them in legal-move order."},
	{Term: "won, lost", Where: "panel", Section: "Proven nodes",
		Means: "a proven child selection passes by, said for the side to move at the root."},
	{Term: "adds", Where: "panel", Section: "4. Backpropagation",
		Means: "what each node on the path adds: the result for the side that moved into it, so the sign flips at every level."},
	{Term: "proven win", Where: "panel", Section: "Proven nodes",
		Means: "after a node in backpropagation: this result proved the node's value (a win or a loss), so the tree stops sampling it."},
	{Term: "weight, p", Where: "panel, lessons", Section: "The rb estimator",
		Means: "rb: the chance the rollout got this far undecided, and the mover's share of moves that win at once; the ply adds weight x p."},
	{Term: "[b1]", Where: "panel", Section: "3. Simulation",
		Means: "the rollout's ply shown on the board; ← and → step it, a animates it."},
	{Term: ">O<", Where: "board", Section: "3. Simulation",
		Means: "the last move played on the board during the rollout's replay."},
	{Term: "1X 2O", Where: "board", Section: "Reading the tree",
		Means: "the moves into the node shown, numbered by ply: the node under the tree's cursor, or during a simulation the path selection walked (listed under the board)."},
	{Term: ":O", Where: "board", Section: "3. Simulation",
		Means: "a move of the rollout, marked apart from the path's numbered moves (dimmed with colour)."},
	{Term: "1 2 3", Where: "chart", Section: "The convergence chart",
		Means: "the three most visited root moves, each line drawn with its digit; dots mark ± se, a dashed line (=) the exact value."},
	{Term: "flat vs uct", Where: "comparison", Section: "Where flat Monte Carlo is fooled",
		Means: "the same position and budget searched by flat and by uct: each move's share of the rollouts, * the move each would play."},
	{Term: "best", Where: "status line", Section: "The screen",
		Means: "the move the player would play now: the most visited (uct) or the best mean (flat)."},
	{Term: "nodes", Where: "status line", Section: "The screen",
		Means: "the tree's size: the nodes it holds, the root included; each expansion adds one, up to the node budget (-nodes)."},
	{Term: "heat", Where: "status line, board", Section: "The heat map",
		Means: "the heat map's mode (w): each root move's square by its mean or its visit share; a digit 0-9 with colour off."},
	{Term: "predict 3/5", Where: "status line", Section: "Predict mode",
		Means: "predict mode (x): n asks what selection, expansion or backpropagation will do before showing it; 3 answers right of 5 asked."},
	{Term: "4:3", Where: "nim moves", Section: "Move texts",
		Means: "a nim move, heap:count: take 3 objects from heap 4."},
	{Term: "rollouts", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "flat's and roulette's count of the games played out after the move."},
	{Term: "W/D/L", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "how the move's rollouts ended for the side to move: wins, draws (the ply cap's included), losses."},
	{Term: "plies", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "the average length of the move's rollouts in plies, the move itself counted."},
	{Term: "net", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "wins minus losses over a move's rollouts, Roller's score."},
	{Term: "cap%", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "the share of a move's rollouts that reached the ply cap and were scored as draws."},
	{Term: "score", Where: "game screen, analyze", Section: "Columns of the other tables",
		Means: "roulette's wheel score: over the move's rollouts, 100 a win, 50 a draw, 0 a loss, less each one's length; the wheel draws in proportion."},
	{Term: "eval", Where: "game screen", Section: "Columns of the other tables",
		Means: "the move's value in pawns for the side to move (#3: mates in 3): the default's mean, alphabeta's score; the evaluation line above is White's."},
	{Term: "line", Where: "game screen", Section: "Columns of the other tables",
		Means: "the move's principal variation: up to five plies of the most visited path below it."},
	{Term: "kr, kr/s", Where: "status line", Section: "Columns of the other tables",
		Means: "the game screen's status line: thousands of rollouts (a tree's iterations) this search, and how many a second."},
	{Term: "minimax", Where: "analyze, lessons", Section: "Columns of the other tables",
		Means: "with implicit minimax (-minimax a > 0): the evaluation backed up by minimax through the move's subtree, which selection blends with the mean."},
	{Term: "nodes", Where: "game screen", Section: "Columns of the other tables",
		Means: "alphabeta's positions searched below the move (an external engine's: the nodes it reported)."},
	{Term: "depth, line", Where: "game screen", Section: "Columns of the other tables",
		Means: "alphabeta's depth in plies for the move and its score, then the best move's line."},
	{Term: "value", Where: "game screen", Section: "Columns of the other tables",
		Means: "perfect's exact value of the move: +1 a win, 0 a draw, -1 a loss."},
	{Term: "W/D/L per mille", Where: "game screen", Section: "Columns of the other tables",
		Means: "an external engine's chances of a win, a draw and a loss for the side to move, in thousandths (UCI's wdl)."},
	{Term: "depth score line", Where: "game screen", Section: "Columns of the other tables",
		Means: "an external engine's line: its depth, its score for the side to move and its moves."},
}

// LessonFigures are the column headings of the lessons' tables, each a
// glossary term: the lesson screen's `?` defines them from the
// glossary (TestEveryLessonFinishes checks that no table shows another).
var LessonFigures = []string{"visits", "mean", "+- se", "explore", "UCB", "minimax", "proof"}

// Lookup is the glossary's term for a figure a screen shows, by its
// text or its ASCII form: the entry whose Where names where first (the
// game screen's nodes are alphabeta's, the study's the tree's size),
// else the first with that text. Screens define the figures they show
// from here, so a definition is written once.
func Lookup(figure, where string) (Term, bool) {
	var found Term
	ok := false
	for _, t := range Glossary {
		if t.Term != figure && t.ASCII != figure {
			continue
		}
		if strings.Contains(t.Where, where) {
			return t, true
		}
		if !ok {
			found, ok = t, true
		}
	}
	return found, ok
}

// DocAnchor is the GitHub anchor of a heading of docs/study.md: lower
// case, spaces to hyphens, other punctuation dropped. The repository's
// link check (docs_test.go) resolves every doc's #anchors with it too.
func DocAnchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// GlossaryMarkdown is docs/study.md's glossary: the same terms as the
// `?` overlay, one table row each, the section linked.
func GlossaryMarkdown() string {
	var b strings.Builder
	b.WriteString("| term | where | meaning |\n|---|---|---|\n")
	for _, t := range Glossary {
		term := "`" + t.Term + "`"
		if t.ASCII != "" {
			term += " (`" + t.ASCII + "`)"
		}
		fmt.Fprintf(&b, "| %s | %s | %s ([%s](#%s)) |\n", term, t.Where, t.Means, t.Section, DocAnchor(t.Section))
	}
	return b.String()
}
