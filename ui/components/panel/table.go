package panel

import (
	"fmt"
	"sort"
	"strings"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// A column of the per-move table: its header, how a row fills it, how
// it is aligned, and the room it keeps for its figures.
type column struct {
	head string
	cell func(engine.MoveStats) string
	left bool // left-aligned (move, note)
	// most is the widest cell the column's figures can have in the
	// search shown (room.go; 0: none known, the cells are measured):
	// the room a narrow panel keeps for it when it decides which
	// columns to drop, so a search whose counts widen does not drop a
	// column midway and a count that narrows ("999" to "1k") does not
	// bring it back.
	most int
	// cut marks text that can be cut (the default's principal line, an
	// external engine's lines): it never makes another column drop
	// (an external engine's keeps its least room from them: its lines
	// are its table), shows where they leave it its least room
	// (cutLeast cells, or its head's width), takes the room they leave
	// and is cut there after a whole word, with "…", so a long line
	// cannot push out a figure mid-think.
	cut bool
	// whole marks text that can be cut whose cut would not say what it
	// says (a note: "proven…" is a win or a loss): shown whole where the
	// figures leave its widest cell room, else said after the table's
	// header ("proven win: Na1"), so a note that appears midway through
	// a think drops no column.
	whole bool
	// proof marks a figure that shows a proof (an eval's mate, "#1"),
	// filled for a proven move of no rollouts; the other figures of
	// such a move are no figures, as a move never searched has none.
	proof bool
}

// cutLeast is the fewest cells a column that can be cut (column.cut)
// is shown in: the move and the start of its reply ("Nxe4 d5…").
const cutLeast = 8

// The statistics table's columns, and the order in which a narrow panel
// drops them (cap% first): a column is dropped whole, so no number is
// ever cut, and dropped by the room its figures can take in the
// search (its most), so one search's table keeps the same columns from
// its first snapshot to its last. The note's column drops none of them:
// it is text shown in the room they leave (column.cut).
const (
	colMove = iota
	colRollouts
	colWDL
	colNet
	colMean
	colSE
	colPlies
	colCap
	colScore
	colNote
	numCols
)

var dropOrder = []int{colCap, colPlies, colWDL, colSE, colNet, colRollouts, colScore}

// statColumns are the columns of a player with statistics, its counts'
// room kept for the most rollouts a move can count in its search
// (engine.Snapshot.MostRollouts; 0: unknown, the widest counts).
func (p Model) statColumns(most int64) [numCols]column {
	pm := "±"
	if p.ASCII {
		pm = "+-"
	}
	return [numCols]column{
		colMove:     {head: "move", cell: func(m engine.MoveStats) string { return m.Text }, left: true},
		colRollouts: {head: "rollouts", cell: func(m engine.MoveStats) string { return kit.CountText(m.Rollouts) }, most: countRoom(most)},
		colWDL: {head: "W/D/L", cell: func(m engine.MoveStats) string {
			return kit.CountText(m.Wins) + "/" + kit.CountText(m.Draws) + "/" + kit.CountText(m.Losses)
		}, most: wdlRoom(most)},
		colNet:  {head: "net", cell: func(m engine.MoveStats) string { return kit.SignedCount(m.Net) }, most: 1 + countRoom(most)},
		colMean: {head: "mean", cell: func(m engine.MoveStats) string { return engine.FormatMean(m.Mean, 3) }, most: len("-1.000")},
		colSE: {head: pm + " se", cell: func(m engine.MoveStats) string {
			if se := engine.FormatStdErr(m.Rollouts, m.StdErr, 3); se != engine.NoStdErr {
				return pm + " " + se
			}
			return p.noFigure() // one result: no spread to measure, as on the study screen
		}, most: len([]rune(pm)) + len(" 1.000")},
		colPlies: {head: "plies", cell: func(m engine.MoveStats) string { return fmt.Sprintf("%.1f", m.AvgPlies) }, most: fractionMost},
		colCap:   {head: "cap%", cell: func(m engine.MoveStats) string { return fmt.Sprintf("%.1f", 100*m.CapShare) }, most: fractionMost},
		colScore: {head: "score", cell: func(m engine.MoveStats) string { return kit.CountText(int64(m.Score)) }, most: scoreRoom(most)},
		colNote:  {cell: func(m engine.MoveStats) string { return m.Note }, left: true, cut: true, whole: true},
	}
}

// sortRows orders the rows by the figure the player chooses by, best
// first (the alpha-beta player's by their depth first). By visits the
// rows go as engine.CompareByVisits ranks them, and by mean or by value
// as engine.CompareByMean does (equal figures: the other one, then the
// move's text, in pos's order: nim's by heap, then count; nil, byte by
// byte), the rules the players choose by and engine.Rows lists by, so
// the move played is listed first among equals: by mean the
// table kept equal rows in the legal order while flat played and
// engine.Rows listed by the text. (Perfect draws its move at random
// among equal values, on purpose: its star may sit below an equal
// row.) By score (roulette's wheel,
// alpha-beta's) the rows go as engine.CompareByScore ranks them, equal
// rows by rollouts, then in the legal order, as roulette's choice among
// equal scores takes the earlier legal move (engine's bestScore), and
// as engine.Rows lists analyze's rows.
// ByRule puts the moves its rule judged (with a note) first; by
// visits, mean or score, the moves the player gave no figures for
// (unmeasured) come last, not among means they never had.
func sortRows(rows []engine.MoveStats, by engine.Figure, pos variants.Position) {
	byVisits, byMean := engine.CompareByVisits(pos), engine.CompareByMean(pos)
	measuredFirst := by == engine.ByVisits || by == engine.ByMean || by == engine.ByScore
	sort.SliceStable(rows, func(i, j int) bool {
		// A proven value outranks any figure, as the player's rule
		// ranks it (engine.MoveStats.Proof): proven wins first, the
		// shortest line first; proven losses last, the longest first.
		if ti, tj := proofTier(rows[i]), proofTier(rows[j]); ti != tj {
			return ti > tj
		} else if rows[i].Proof != rows[j].Proof && rows[i].Proof != 0 && rows[j].Proof != 0 {
			return rows[i].Proof < rows[j].Proof
		}
		if ui, uj := unmeasured(rows[i]), unmeasured(rows[j]); measuredFirst && ui != uj {
			return uj
		}
		if rows[i].Depth != rows[j].Depth {
			// The alpha-beta player stopped within a depth: the moves it
			// had reached there first, as their scores are the deeper.
			return rows[i].Depth > rows[j].Depth
		}
		a, b := rows[i], rows[j]
		switch by {
		case engine.ByVisits:
			return byVisits(a, b) < 0
		case engine.ByMean, engine.ByValue:
			return byMean(a, b) < 0
		case engine.ByScore:
			return engine.CompareByScore(a, b) < 0
		}
		return a.Note != "" && b.Note == "" // by rule: the moves the rule judged come first
	})
}

// proofTier ranks a row by its proof alone: 1 a proven win, -1 a proven
// loss, 0 a move not proven.
func proofTier(m engine.MoveStats) int {
	switch {
	case m.Proof > 0:
		return 1
	case m.Proof < 0:
		return -1
	}
	return 0
}

// order returns the figure the table is sorted by: the player's own, or
// with the sort key pressed the other one (visits, or the mean for a
// player that chooses by visits).
func (p Model) order(info engine.PlayerInfo) engine.Figure {
	by := info.ChoosesBy
	if p.FlipOrder && info.Statistics {
		if by == engine.ByVisits {
			return engine.ByMean
		}
		return engine.ByVisits
	}
	return by
}

// Sort is the sort key on the table v shows: it sorts the table by the
// other figure (visits or the mean) and says which, or, where there is
// nothing to sort, says why and changes nothing: no table yet (o
// flipped an order no one saw, and the first table came sorted the
// other way), or a player whose table has no figures (random,
// searchlight, perfect).
func (p *Model) Sort(v View) (kit.Status, string) {
	keyName := p.Keys.Sort.Help().Key
	if v.Stats == nil {
		return kit.StatusError, keyName + " sorts the engine's table: there is none here yet"
	}
	info := kit.PlayerInfo(*v.Stats)
	if !info.Statistics {
		return kit.StatusError, fmt.Sprintf("%s sorts the engine's table: %s's has no figures to sort by", keyName, v.Stats.Player)
	}
	p.FlipOrder = !p.FlipOrder
	return kit.StatusInfo, "Table sorted by " + figureWord(info, p.order(info))
}

// figureWord names the figure the rows are sorted by as the table's
// column heads it: the alpha-beta player's score is its eval column and
// its count its nodes, not roulette's score and a tree's visits.
func figureWord(info engine.PlayerInfo, f engine.Figure) string {
	switch {
	case info.NeedsAlphaBeta && f == engine.ByScore:
		return "eval"
	case (info.NeedsAlphaBeta || info.External) && f == engine.ByVisits:
		return "nodes"
	}
	return f.String()
}

// Table renders the per-move table, sorted by the figure the player
// chooses by (the header says which), the chosen move starred as Roller
// marks it. A player without statistics shows what it did instead of
// zeros: perfect its exact values, searchlight the rule each move met.
func (p Model) Table(v View) []string { return p.table(v, maxHeadLines) }

// Figures are the heads of the columns v's table shows beside the move,
// in their order ("visits", "W/D/L", "net", "mean", "± se", ...): the
// figures a help defines for the screen. A column a narrow panel drops
// is still listed, as it shows once the panel is wider; none when v has
// no table.
func (p Model) Figures(v View) []string {
	if v.Stats == nil {
		return nil
	}
	_, cols, show := p.layout(v, p.sortedRows(v))
	var out []string
	for k, c := range cols {
		if show[k] && k != colMove && c.head != "" {
			out = append(out, c.head)
		}
	}
	return out
}

// table is Table with its header wrapped on at most headMax lines (the
// last cut with "…").
func (p Model) table(v View, headMax int) []string {
	st := p.Styles
	info := kit.PlayerInfo(*v.Stats)
	rows := p.sortedRows(v)
	head, cols, show := p.layout(v, rows)
	cells := make([][numCols]string, len(rows))
	// wid is each column's width as drawn; room the width a narrow
	// panel counts it at (its most), which the figures of this search
	// cannot outgrow.
	var wid, room [numCols]int
	for k, c := range cols {
		wid[k] = len([]rune(c.head))
	}
	for i, r := range rows {
		for k, c := range cols {
			cells[i][k] = c.cell(r)
			if k != colMove && k != colNote && info.Statistics && figureless(r, c) {
				cells[i][k] = p.noFigure()
			}
			wid[k] = max(wid[k], len([]rune(cells[i][k])))
		}
	}
	for k, c := range cols {
		room[k] = max(wid[k], c.most)
	}
	total := func() int {
		w := len(engine.ChosenMark)
		for k := range room {
			if show[k] {
				w += room[k] + 1
			}
		}
		return w
	}
	// A column that can be cut is left out of the count: the others
	// drop by their own rooms, and it shows in what they leave.
	cut := -1
	for k, c := range cols {
		if c.cut && show[k] {
			cut, show[k] = k, false
		}
	}
	// It shows in at least cutLeast cells, or its head's width; an
	// external engine's lines, its table, keep that much from the
	// figures and are never dropped.
	least, reserve := 0, 0
	if cut >= 0 {
		least = max(cutLeast, len([]rune(cols[cut].head)))
		if cols[cut].whole { // a note shows whole or not at all
			least = wid[cut]
		}
		if info.External {
			reserve = least + 1
		}
	}
	for _, k := range dropOrder {
		if total()+reserve > p.Width {
			show[k] = false
		}
	}
	if cut >= 0 && (p.Width-total()-1 >= least || info.External) {
		// Drawn, the others take their own widths, at most their
		// rooms: the line has at least the room counted. Its head
		// is cut as its cells are ("depth score…").
		show[cut] = true
		left := p.Width - len(engine.ChosenMark) - 1
		for k := range cols {
			if show[k] && k != cut {
				left -= wid[k] + 1
			}
		}
		if wid[cut] > left {
			for i := range cells {
				cells[i][cut] = kit.FitLine(cells[i][cut], left) // at a whole move
			}
			wid[cut], cols[cut].head = max(left, 0), kit.FitLine(cols[cut].head, left)
		}
	} else if cut >= 0 && cols[cut].whole {
		// No room for the notes beside the figures: the header says
		// them, the moves of each note together in the rows' order
		// ("; proven win: a3, c1; proven loss: b2"), and the columns
		// stay those the think began with.
		var notes []string
		moves := map[string][]string{}
		for i, r := range rows {
			if note := cells[i][cut]; note != "" {
				if moves[note] == nil {
					notes = append(notes, note)
				}
				moves[note] = append(moves[note], r.Text)
			}
		}
		for _, note := range notes {
			head += "; " + note + ": " + strings.Join(moves[note], ", ")
		}
	}
	line := func(c [numCols]string) string {
		var b strings.Builder
		for k := range c {
			if !show[k] {
				continue
			}
			if k > 0 {
				b.WriteByte(' ')
			}
			if cols[k].left {
				fmt.Fprintf(&b, "%-*s", wid[k], c[k])
			} else {
				fmt.Fprintf(&b, "%*s", wid[k], c[k])
			}
		}
		return strings.TrimRight(b.String(), " ")
	}
	var heads [numCols]string
	for k, c := range cols {
		heads[k] = c.head
	}
	blank := strings.Repeat(" ", len(engine.ChosenMark)+1)
	// The header wraps on up to three lines: cut at the panel's width
	// (80 columns), it lost what the rows are sorted by, over how many
	// trees the count is summed and whose side the eval column takes
	// ("final: default, 1.00 s, 194k iterations this s…").
	headLines := kit.WrapLines(head, p.Width, headMax)
	if len(headLines) == 0 {
		headLines = []string{head}
	}
	var out []string
	for _, h := range headLines {
		out = append(out, st.Bold.Render(h))
	}
	out = append(out, st.Header.Render(blank+line(heads)))
	for i, c := range cells {
		star := blank
		if rows[i].Move == v.Chosen {
			star = engine.ChosenMark + " "
		}
		text := star + line(c)
		if rows[i].Move == v.Chosen {
			text = st.Chosen.Render(text)
		}
		out = append(out, text)
	}
	return out
}

// DrawnNote follows the header's order where a temperature (a level
// below 6) drew the move played among near-equal ones
// (engine.Snapshot.Drawn), so a star below the first row is explained.
const DrawnNote = "move drawn by temperature"

// layout chooses the table's header and columns for v's player, rows
// being its rows in order: the columns its figures fill, headed as
// docs/figures.md defines them, and which of them show before the
// width drops any.
func (p Model) layout(v View, rows []engine.MoveStats) (head string, cols [numCols]column, show [numCols]bool) {
	s := v.Stats
	info := kit.PlayerInfo(*s)
	by := p.order(info)
	cols = p.statColumns(s.MostRollouts)
	if info.Statistics {
		// A table read back from before times were kept has none: it
		// shows no time rather than "0.00 s".
		took := ""
		if s.Elapsed > 0 {
			took = fmt.Sprintf("%.2f s, ", s.Elapsed.Seconds())
		}
		head = fmt.Sprintf("%s, %s%s, by %s", s.Player, took, rolloutCount(*s, info), figureWord(info, by))
		if s.Drawn { // a level's temperature drew the move: its star may sit below the first row
			head += ", " + DrawnNote
		}
		for k := range show {
			show[k] = true
		}
		show[colNote] = false
		// roulette's wheel score, which it chooses by: shown where the
		// header says the rows are sorted by it.
		show[colScore] = info.ChoosesBy == engine.ByScore && !info.NeedsAlphaBeta && !info.External
		if info.External {
			head = externalColumns(&cols, &show, *s, took)
		} else if engine.ScoresByEvaluation(*s) {
			evalColumns(&cols, &show, rows)
			if lines := pvTexts(*s, v.Pos); lines != nil {
				cols[colNote] = column{head: "line", cell: func(m engine.MoveStats) string { return lines[m.Move] }, left: true, cut: true}
				show[colNote] = true
			}
			head += "; eval in pawns for the side to move"
		} else if info.NeedsAlphaBeta {
			searchColumns(&cols, &show, pvTexts(*s, v.Pos))
			head += "; eval in pawns for the side to move"
		} else if info.Tree {
			// A tree player's row counts the iterations through the
			// move, its visits, as the header counts iterations (and
			// the evaluating default's table names them too).
			cols[colRollouts].head = "visits"
		}
	} else {
		head = fmt.Sprintf("%s: %s", s.Player, ruleHead(info, v.Stopped))
		show[colMove] = true
		if info.ChoosesBy == engine.ByValue {
			cols[colMean].head = "value"
			cols[colMean].cell = func(m engine.MoveStats) string { return fmt.Sprintf("%+.0f", m.Mean) }
			show[colMean] = true
		}
	}
	for _, r := range rows {
		if r.Note != "" {
			show[colNote] = true
		}
	}
	if v.Title != "" {
		head = v.Title + ": " + head
	}
	return head, cols, show
}

// evalColumns labels the table of a player that evaluates
// (engine.ScoresByEvaluation) for what it does: visits, each move's share of them, and its mean as
// an evaluation in pawns on the one mapping (variants.Centipawns), from
// the side to move's point of view, a proven mate as a mate (#-1). W/D/L, net, the standard error,
// plies and cap% are the rollout players': a cut rollout counts as a
// draw, so they would read "286/43k/439" and mean nothing here.
func evalColumns(cols *[numCols]column, show *[numCols]bool, rows []engine.MoveStats) {
	var total int64
	for _, r := range rows {
		total += r.Rollouts
	}
	cols[colRollouts].head = "visits"
	cols[colWDL] = column{head: "share", cell: func(m engine.MoveStats) string {
		if total <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.0f%%", 100*float64(m.Rollouts)/float64(total))
	}, most: len("100%")}
	cols[colMean] = column{head: "eval", cell: func(m engine.MoveStats) string {
		if m.Proof != 0 { // a proven mate reads as the evaluation line above reads it, not -12.00
			return engine.EvaluationOf(engine.Config{}, m, variants.First).Text()
		}
		return variants.PawnsText(variants.Centipawns(m.Mean))
	}, most: len("-99.99"), proof: true}
	show[colNet], show[colSE], show[colPlies], show[colCap] = false, false, false, false
}

// searchColumns labels the alpha-beta player's table
// (engine.PlayerInfo.NeedsAlphaBeta) for what it does: the nodes below
// each root move, its score in pawns (a mate as the search proved it),
// and the note the search wrote (its depth, "at most" for a move
// refuted by a bound), with the best move's line after it. Its rows
// have no rollouts: W/D/L, net, the standard error, plies and cap%
// would all read 0. The note and line are cut to the room the figures
// leave, and the eval keeps the room of the widest ("-99.99"), so a
// think keeps its columns.
func searchColumns(cols *[numCols]column, show *[numCols]bool, lines map[variants.Move]string) {
	cols[colRollouts].head = "nodes"
	cols[colMean] = column{head: "eval", cell: func(m engine.MoveStats) string {
		if m.Proof != 0 { // the mate, read as every screen reads a proof
			return engine.EvaluationOf(engine.Config{}, m, variants.First).Text()
		}
		return variants.PawnsText(int(m.Score))
	}, most: len("-99.99"), proof: true}
	// Its depth and line grow with the depth reached: text that can be
	// cut (column.cut), as the default's line is, so it takes the room
	// the figures leave and never pushes one out midway through a think.
	cols[colNote] = column{head: "depth, line", cell: func(m engine.MoveStats) string {
		if line := lines[m.Move]; line != "" {
			return m.Note + ": " + line
		}
		return m.Note
	}, left: true, cut: true}
	show[colWDL], show[colNet], show[colSE], show[colPlies], show[colCap] = false, false, false, false, false
	show[colNote] = true
}

// pvPlies is how many plies of a move's principal variation the table
// writes after it.
const pvPlies = 5

// pvTexts are the root moves' principal variations (Snapshot.Lines,
// uct's most visited path below each move) written in the game's display
// notation from pos, the move first, up to pvPlies plies; nil without a
// position or lines.
func pvTexts(s engine.Snapshot, pos variants.Position) map[variants.Move]string {
	if pos == nil || s.Lines == nil {
		return nil
	}
	out := make(map[variants.Move]string, len(s.Moves))
	for i, m := range s.Moves {
		if i >= len(s.Lines) || len(s.Lines[i]) == 0 {
			continue
		}
		p := pos.Clone()
		var words []string
		for _, mv := range append([]variants.Move{m.Move}, s.Lines[i]...) {
			if len(words) >= pvPlies || !legal(p, mv) {
				break
			}
			words = append(words, p.EncodeMove(mv, variants.Display))
			p.Play(mv)
		}
		out[m.Move] = strings.Join(words, " ")
	}
	return out
}

// legal reports whether m is a legal move in p (a line read back from a
// table of another position is not written).
func legal(p variants.Position, m variants.Move) bool {
	for _, l := range p.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}

// sortedRows are the table's rows in the order Table shows them.
func (p Model) sortedRows(v View) []engine.MoveStats {
	rows := append([]engine.MoveStats(nil), v.Stats.Moves...)
	sortRows(rows, p.order(kit.PlayerInfo(*v.Stats)), v.Pos)
	return rows
}

// unmeasured reports whether the player gave no figures for a row: no
// rollouts and no note. An external engine fills only the moves of its
// principal variations (its nodes stand in as rollouts), and a search
// has not yet reached some moves; their zeros would read as measured
// (a mean of +0.000 +- 0.000), so the table shows a dash instead.
func unmeasured(m engine.MoveStats) bool { return m.Rollouts == 0 && m.Note == "" }

// maxHeadLines is the most lines the table's header wraps on, and
// minRowsShown the fewest rows a wrapped header may leave a table that
// is cut (else its header takes one line, cut).
const maxHeadLines, minRowsShown = 3, 3

// figureless reports whether a row has no figure to show in column c:
// no rollouts, and no proof or a column that cannot show one
// (column.proof). A move taken at once by its note ("wins at once", the
// default's mate in one on the analysis board) was searched by nobody,
// and its zeros read as measured: "Qxf7# 0 - 0.00 wins at once", an
// even evaluation for a mate; uct's win proven without a visit read
// "+0.000 ± 0.000" (the eval's "#1" is its figure).
func figureless(m engine.MoveStats, c column) bool {
	return m.Rollouts == 0 && (m.Proof == 0 || !c.proof)
}

// noFigure is the cell of a figure the player never gave.
func (p Model) noFigure() string {
	if p.ASCII {
		return "-"
	}
	return "–"
}

// ruleHead says how a player without statistics chose: from its exact
// values, by the rule that fired (what ended its search), or by the rule
// its summary states.
func ruleHead(info engine.PlayerInfo, stopped engine.StopReason) string {
	switch {
	case info.ChoosesBy == engine.ByValue:
		return "exact values (+1 win, 0 draw, -1 loss)"
	case stopped == engine.StopOneMoveWin:
		return "takes a win at once"
	case stopped == engine.StopForced:
		return "the only legal move"
	case info.Summary != "":
		return info.Summary
	}
	return "no statistics"
}

// rolloutCount says what the header's total counts (kit.CountUnit: the
// alpha-beta player's nodes, an external engine's): the rollouts of this
// search (a tree player's iterations, as the title names its budget), and
// for a tree player whose rows hold more (the tree kept from the
// previous move, or a move proven before any rollout) the tree's total
// too, so "0 iterations" never sits above rows of 2 each; for one whose
// rows hold fewer (a tree too full to make the root's moves) how many
// went through a move; a search that grew a tree per worker says over
// how many trees its count is summed.
func rolloutCount(s engine.Snapshot, info engine.PlayerInfo) string {
	var rows int64
	for _, m := range s.Moves {
		rows += m.Rollouts
	}
	tree := info.Tree
	unit := kit.CountUnit(info)
	text := engine.Counted(s.Rollouts, unit) // "1 iteration", not "1 iterations"
	trees := ""
	if s.Trees > 1 {
		// Every worker's tree ran its own iterations (the default's
		// -rollouts 3000 on two workers ran 6000): "6k iterations"
		// alone read as twice the budget.
		trees = fmt.Sprintf(" over %d trees", s.Trees)
	}
	switch {
	case tree && rows > s.Rollouts && trees != "":
		text += " this search" + trees + ", " + kit.CountText(rows) + " in them"
	case tree && rows > s.Rollouts:
		text += " this search, " + kit.CountText(rows) + " in the tree"
	case tree && rows < s.Rollouts:
		// A full tree (a small -nodes) cannot make a root move's node:
		// such an iteration is scored at the root and counts in no row
		// ("206k iterations" above a row of 2 under -nodes 1).
		text += trees + ", " + kit.CountText(rows) + " through a move (" + engine.FullTreeNote + ")"
	default:
		text += trees
	}
	return text
}

// externalColumns labels an external engine's table by what it reported
// (engine.PlayerInfo.External): nodes, its win/draw/loss in thousandths
// when it sent them, and each line's depth, score and variation; none
// of our rollout figures (net, mean, se, plies, cap%). It returns the
// header: "uci:stockfish, 1.50 s, 1.2M nodes, lines by its score".
func externalColumns(cols *[numCols]column, show *[numCols]bool, s engine.Snapshot, took string) string {
	*show = [numCols]bool{colMove: true, colRollouts: true, colNote: true}
	cols[colRollouts].head = "nodes"
	// Thousandths, each at most 1000 ("1k"): "333/333/334" is the
	// widest, 11 cells, where three counts' room is 17.
	cols[colWDL].head, cols[colWDL].most = "W/D/L per mille", wdlRoom(1000)
	cols[colNote].head, cols[colNote].cut, cols[colNote].whole = "depth score line", true, false
	for _, m := range s.Moves {
		if m.Wins+m.Draws+m.Losses > 0 {
			show[colWDL] = true
		}
	}
	// Its score is UCI's, the side to move's: said, as the evaluation
	// line beside the board is White's.
	return fmt.Sprintf("%s, %s%s, lines by its score (side to move's)", s.Player, took, engine.Counted(s.Rollouts, "nodes"))
}
