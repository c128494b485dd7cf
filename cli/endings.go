package cli

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"endings", "say how each PGN game of a player ended (mated, perpetual, ...) and the material it was up", runEndings})
}

// perpetualPlies is how far back a repetition draw is read for checks: it
// is a perpetual when every move the checking side made in the game's
// last perpetualPlies plies gave check. Eight plies are the shortest
// threefold cycle (the first position and two returns, four moves each),
// so checks over the whole cycle are what made the repetition forced.
const perpetualPlies = 8

// How a game ended for the player named, as endings prints it.
const (
	endMated         = "mated"
	endLost          = "lost"
	endWonMate       = "won by mate"
	endWon           = "won"
	endPerpetualBy   = "perpetual against it"
	endPerpetualMine = "its own perpetual"
	endRepetition    = "repetition"
	endDraw          = "draw"
	endUnfinished    = "unfinished"
)

// ending is one game as endings classifies it, from the player's side.
type ending struct {
	game         int
	side         variants.Side
	opponent     string
	result       string // the PGN's result: "1-0", "0-1", "1/2-1/2", "*"
	kind         string // one of the end* names
	why          string // the rule or the Termination tag: "checkmate", "time forfeit"
	plies        int
	leadEnd      int // material balance in the final position
	leadMax      int // the largest balance with the player to move in the last -plies plies
	leadMaxAtPly int // the ply (from the game's start) of that position
}

// runEndings reads the games of a PGN file (such as `match -pgn-out`
// writes) and says, for each game a named player played, how it ended
// for that player and the material balance from its side (pawn 1, knight
// and bishop 3, rook 5, queen 9): at the end, and the most it was up in
// the game's last -plies plies. It answers questions such as "how often
// was it mated while a piece up, and how often did it let a lost side
// check it forever while a rook up".
//
// The most it was up is read only in positions where the player is to
// move (after the opponent's move): the middle of an exchange the player
// started (a queen taken, the recapture still to come) is not a lead it
// held, while the opponent's sacrifices it has not yet had to answer are
// counted; a capture the opponent has just made that the player would
// take back counts against it, so the figure errs low, never high.
func runEndings(env *Env, args []string) error {
	fs := newFlagSet(env, "endings", "rollout endings -pgn FILE -player NAME [-plies N] [-mate-lead P] [-draw-lead P] [-csv]")
	pgnPath := fs.String("pgn", "", "the games, a PGN file (every game the player played is read)")
	player := fs.String("player", "", "the player whose games are read: its White/Black tag; for an engine's player (such as default, level:3 or uci:/usr/games/stockfish) also the tag's first word, before a +, a comma or a space; or a or b for match's side labels")
	plies := fs.Int("plies", 20, "the most the player was up is the largest balance in the game's last N plies, with it to move")
	mateLead := fs.Int("mate-lead", 3, "the summary counts the games lost by mate while this many points up or more")
	drawLead := fs.Int("draw-lead", 5, "the summary counts the perpetual checks against it while this many points up or more")
	asCSV := fs.Bool("csv", false, "write CSV: a row a game, the summary left out")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case *pgnPath == "":
		return usagef("endings: -pgn is required")
	case strings.TrimSpace(*player) == "":
		return usagef("endings: -player is required (a name of the White or Black tags)")
	case *plies < 1:
		return usagef("endings: -plies %d: at least 1", *plies)
	case *mateLead < 0:
		return usagef("endings: -mate-lead %d: points up, 0 or more", *mateLead)
	case *drawLead < 0:
		return usagef("endings: -draw-lead %d: points up, 0 or more", *drawLead)
	}
	// A level is chosen as level:N and named in match's tags levelN:...
	match := *player
	if n, ok, err := levelSpec(strings.TrimSpace(*player)); ok {
		if err != nil {
			return err
		}
		match = levelTag(n)
	}
	f, err := os.Open(*pgnPath)
	if err != nil {
		return fileError("-pgn", *pgnPath, err)
	}
	defer f.Close()
	var ends []ending
	names := map[string]bool{}
	games := 0
	err = chess.EachPGNFrom(f, func(game int, rec *variants.Record, tags map[string]string) error {
		games++
		white, black := strings.TrimSpace(tags["White"]), strings.TrimSpace(tags["Black"])
		names[white], names[black] = true, true
		isW, isB := playerTagMatches(white, match), playerTagMatches(black, match)
		if isW && isB {
			return usagef("endings: %s: -player %s names both sides of game %d (%s, %s); name one side's tag, or a or b", *pgnPath, clip.Quote(*player), game, clip.Quote(white), clip.Quote(black))
		}
		if !isW && !isB {
			return nil
		}
		side, opp := variants.First, black
		if isB {
			side, opp = variants.Second, white
		}
		ends = append(ends, classifyEnding(game, rec, tags, side, opp, *plies))
		return nil
	})
	if err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			return err
		}
		return fileError("-pgn", *pgnPath, err)
	}
	if games == 0 {
		return usagef("endings: %s holds no games", *pgnPath)
	}
	if len(ends) == 0 {
		return usagef("endings: %s: no game of -player %s; the players are %s", *pgnPath, clip.Quote(*player), playerList(names))
	}
	if *asCSV {
		return writeEndingsCSV(env.Stdout, ends)
	}
	return writeEndings(env.Stdout, ends, *player, *plies, *mateLead, *drawLead)
}

// playerTagMatches says whether a White or Black tag is the player
// named: the whole tag; the tag without match's side label ("uct (a)" is
// uct); the label itself ("a"); or, when the name is an engine's player
// (engine.Info, or an external uci: engine), the tag's first word: up to
// the + of match's parts ("default+light+..."), the , of a UCI engine's
// options ("uci:stockfish,Skill Level=3"), or the space before the
// budget and knowledge the TUI's saved games add ("default 300
// rollouts, light policy, ..."). "uct" is not "uct-roulette", and a
// person's name matches only whole: "Magnus" is not "Magnus Carlsen",
// "Carlsen" not "Carlsen, Magnus".
func playerTagMatches(tag, name string) bool {
	name = strings.TrimSpace(name)
	if tag == name {
		return true
	}
	base := tag
	if i := strings.LastIndex(tag, " ("); i >= 0 && strings.HasSuffix(tag, ")") {
		base = tag[:i]
		if label := tag[i+2 : len(tag)-1]; label == name {
			return true
		}
	}
	if base == name {
		return true
	}
	rest, ok := strings.CutPrefix(base, name)
	return ok && rest != "" && strings.ContainsRune("+, ", rune(rest[0])) && isEngineName(name)
}

// isEngineName reports whether a -player name names an engine's player:
// its first part (before a + or ,) is one of the engine's players, an
// external engine or a level as match's tags name it ("level3:default"),
// so "default+light" is one and "Magnus" is not.
func isEngineName(name string) bool {
	first, _, _ := strings.Cut(name, "+")
	first, _, _ = strings.Cut(first, ",")
	if _, known := engine.Info(first); known || engine.IsExternal(first) {
		return true
	}
	for n := engine.MinLevel; n <= engine.MaxLevel; n++ {
		if first == levelTag(n) {
			return true
		}
	}
	return false
}

// levelTag is how match's tags name level n's player, the start of its
// label: "level3:default" (engine.Config.Label).
func levelTag(n int) string {
	return engine.Config{Player: engine.DefaultPlayer, Level: n}.Label()
}

// playerList names the players of a file for an error, clipped.
func playerList(names map[string]bool) string {
	var list []string
	for n := range names {
		if n != "" {
			list = append(list, clip.Quote(n))
		}
	}
	sort.Strings(list)
	if len(list) > 6 {
		list = append(list[:6], fmt.Sprintf("and %d more", len(list)-6))
	}
	if len(list) == 0 {
		return "not named (no White or Black tags)"
	}
	return strings.Join(list, ", ")
}

// classifyEnding replays one game and says how it ended for side.
func classifyEnding(game int, rec *variants.Record, tags map[string]string, side variants.Side, opp string, plies int) ending {
	e := ending{game: game, side: side, opponent: opp, result: strings.TrimSpace(tags["Result"]), plies: rec.Len()}
	pos := rec.Start().Clone()
	sign := 1
	if side == variants.Second {
		sign = -1
	}
	balance := func() int { return sign * pos.(variants.MaterialCounter).Material().Points }
	// checks[i]: the move of ply i+1 gave check.
	checks := make([]bool, 0, rec.Len())
	first := rec.Len() - plies // the window: the positions from ply first (before the last plies) to the end
	e.leadMax, e.leadMaxAtPly = 0, -1
	consider := func(ply int) {
		if ply >= first && pos.ToMove() == side {
			if b := balance(); e.leadMaxAtPly < 0 || b > e.leadMax {
				e.leadMax, e.leadMaxAtPly = b, ply
			}
		}
	}
	consider(0)
	for i, m := range rec.Moves() {
		pos.Play(m)
		checks = append(checks, pos.(interface{ InCheck() bool }).InCheck())
		consider(i + 1)
	}
	e.leadEnd = balance()
	if e.leadMaxAtPly < 0 { // the window held no position with it to move
		e.leadMax, e.leadMaxAtPly = e.leadEnd, rec.Len()
	}
	o := rec.Outcome()
	if !o.Over() {
		e.kind, e.why = resultEnding(e.result, side), strings.TrimSpace(tags["Termination"])
		if e.result != "" && e.result != "*" && e.why == "" {
			e.why = "as recorded"
		}
		return e
	}
	e.result = variants.ResultText(o)
	e.why = o.Reason.String()
	winner, won := o.Winner()
	switch {
	case won && winner == side && o.Reason == variants.Checkmate:
		e.kind = endWonMate
	case won && winner == side:
		e.kind = endWon
	case won && o.Reason == variants.Checkmate:
		e.kind = endMated
	case won:
		e.kind = endLost
	case o.Reason == variants.ThreefoldRepetition:
		e.kind = endRepetition
		if checkedThrough(rec, checks, side.Other()) {
			e.kind = endPerpetualBy
		} else if checkedThrough(rec, checks, side) {
			e.kind = endPerpetualMine
		}
	default:
		e.kind = endDraw
	}
	return e
}

// checkedThrough says whether every move checker made in the game's last
// perpetualPlies plies gave check (and it made at least one).
func checkedThrough(rec *variants.Record, checks []bool, checker variants.Side) bool {
	n := 0
	for i := max(0, len(checks)-perpetualPlies); i < len(checks); i++ {
		if rec.SideOf(i) != checker {
			continue
		}
		if !checks[i] {
			return false
		}
		n++
	}
	return n > 0
}

// resultEnding reads a game the board did not end (a resignation, a flag,
// a draw agreed, an unfinished game) from its Result tag.
func resultEnding(result string, side variants.Side) string {
	switch {
	case result == "1/2-1/2":
		return endDraw
	case result == "1-0" && side == variants.First, result == "0-1" && side == variants.Second:
		return endWon
	case result == "1-0", result == "0-1":
		return endLost
	}
	return endUnfinished
}

// writeEndings prints a line a game and a summary.
func writeEndings(w io.Writer, ends []ending, player string, plies, mateLead, drawLead int) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "game\tside\tresult\tending\twhy\tplies\tlead at end\tmost up (last %d)\n", plies)
	var wins, draws, losses int
	count := map[string]int{}
	var matedUp, matedUpEnd, perpUp, perpUpEnd int
	for _, e := range ends {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d\t%+d\t%+d\n", e.game, sideWord(e.side), e.result, e.kind, e.why, e.plies, e.leadEnd, e.leadMax)
		count[e.kind]++
		switch e.kind {
		case endWon, endWonMate:
			wins++
		case endLost, endMated:
			losses++
		case endUnfinished:
		default:
			draws++
		}
		if e.kind == endMated {
			if e.leadMax >= mateLead {
				matedUp++
			}
			if e.leadEnd >= mateLead {
				matedUpEnd++
			}
		}
		if e.kind == endPerpetualBy {
			if e.leadMax >= drawLead {
				perpUp++
			}
			if e.leadEnd >= drawLead {
				perpUpEnd++
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	games := "games"
	if len(ends) == 1 {
		games = "game"
	}
	fmt.Fprintf(w, "\n%s: %d %s, W/D/L %d/%d/%d", player, len(ends), games, wins, draws, losses)
	if n := count[endUnfinished]; n > 0 {
		fmt.Fprintf(w, ", %d unfinished", n)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "lost by mate: %d; %d of them %d or more points up in the last %d plies, %d at the mate\n", count[endMated], matedUp, mateLead, plies, matedUpEnd)
	fmt.Fprintf(w, "drawn by perpetual check against it: %d; %d of them %d or more points up in the last %d plies, %d at the end\n", count[endPerpetualBy], perpUp, drawLead, plies, perpUpEnd)
	_, err := fmt.Fprintf(w, "other endings: won by mate %d, won otherwise %d, lost otherwise %d, its own perpetual %d, other repetitions %d, other draws %d\n",
		count[endWonMate], count[endWon], count[endLost], count[endPerpetualMine], count[endRepetition], count[endDraw])
	return err
}

// writeEndingsCSV writes a row a game under a header row.
func writeEndingsCSV(w io.Writer, ends []ending) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"game", "side", "opponent", "result", "ending", "why", "plies", "lead_end", "lead_max", "lead_max_ply"})
	for _, e := range ends {
		cw.Write([]string{strconv.Itoa(e.game), sideWord(e.side), e.opponent, e.result, e.kind, e.why,
			strconv.Itoa(e.plies), strconv.Itoa(e.leadEnd), strconv.Itoa(e.leadMax), strconv.Itoa(e.leadMaxAtPly)})
	}
	cw.Flush()
	return cw.Error()
}

// sideWord names a chess side in lower case, as the table prints it.
func sideWord(s variants.Side) string {
	if s == variants.First {
		return "white"
	}
	return "black"
}
