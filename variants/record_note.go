package variants

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// SetTags keeps the PGN tags a game was read with (the players, their
// ratings, the event), so whoever gets the record gets them too: the
// screens show the players a file names instead of the sides' engines.
// The map is copied.
func (r *Record) SetTags(tags map[string]string) {
	r.tags = make(map[string]string, len(tags))
	for k, v := range tags {
		r.tags[k] = v
	}
}

// Tag returns the value of the PGN tag name as the game was read, "" if
// the game has none (or was not read from a file).
func (r *Record) Tag(name string) string { return r.tags[name] }

// Players names each side's player as the PGN tags give them, the first
// side first: "GM DrNykterstein (2881)" from White, WhiteTitle and
// WhiteElo (Black's for the second). A side whose name is missing or
// unknown ("?", "") is "", so a caller falls back on its own words.
func (r *Record) Players() [2]string {
	var out [2]string
	for i, side := range [2]string{"White", "Black"} {
		name := strings.TrimSpace(r.tags[side])
		if name == "" || name == "?" {
			continue
		}
		if t := strings.TrimSpace(r.tags[side+"Title"]); t != "" && t != "-" && t != "?" {
			name = t + " " + name
		}
		if elo := strings.TrimSpace(r.tags[side+"Elo"]); elo != "" && elo != "?" && elo != "-" {
			name += " (" + elo + ")"
		}
		out[i] = name
	}
	return out
}

// MoveNote is a move's PGN comment read for display: the commands other
// tools embed in it (lichess and chess.com write the mover's clock as
// "[%clk 0:03:00]" and an engine's evaluation as "[%eval 0.17]" or
// "[%eval #-3]") taken out as values, and the free text left over.
// Turn.Comment keeps the comment whole, so a game written back loses
// nothing; the note is only its reading.
type MoveNote struct {
	// Clock is the time left on the mover's clock after the move;
	// HasClock says the comment gave one.
	Clock    time.Duration
	HasClock bool
	// Eval is the evaluation after the move, in pawns from the first
	// side's point of view as the file writes it ("+0.17", "-1.20"), or
	// a forced mate ("#3" for the first side, "#-3" for the second); ""
	// for none.
	Eval string
	// Text is the rest of the comment, the commands taken out ("" for
	// none): another tool's words ("Inaccuracy. Nf3 was best.").
	Text string
}

// Note reads the turn's comment (see MoveNote).
func (t Turn) Note() MoveNote { return ReadMoveNote(t.Comment) }

// pgnCommand matches one embedded command, "[%name args]".
var pgnCommand = regexp.MustCompile(`\[%([A-Za-z]+)\s+([^\]]*)\]`)

// ReadMoveNote reads a PGN comment's [%clk] and [%eval] commands into a
// MoveNote. A command that does not read (a clock of "soon") stays in
// the text, as do other tools' commands this program does not show.
func ReadMoveNote(comment string) MoveNote {
	var n MoveNote
	if !strings.Contains(comment, "[%") { // no command: words only
		n.Text = strings.Join(strings.Fields(comment), " ")
		return n
	}
	rest := pgnCommand.ReplaceAllStringFunc(comment, func(cmd string) string {
		m := pgnCommand.FindStringSubmatch(cmd)
		arg := strings.TrimSpace(m[2])
		switch strings.ToLower(m[1]) {
		case "clk":
			if d, err := parseClock(arg); err == nil && !n.HasClock {
				n.Clock, n.HasClock = d, true
				return " "
			}
		case "eval":
			if e, err := parseEval(arg); err == nil && n.Eval == "" {
				n.Eval = e
				return " "
			}
		}
		return cmd
	})
	n.Text = strings.Join(strings.Fields(rest), " ")
	return n
}

// ClockText is a clock as players read it: "3:00", "1:05:00", and
// tenths under a minute when the file gives them ("0:09.5").
func ClockText(d time.Duration) string {
	d = d.Round(100 * time.Millisecond)
	h, m, s := int(d/time.Hour), int(d/time.Minute)%60, int(d/time.Second)%60
	tenths := int(d/(100*time.Millisecond)) % 10
	out := fmt.Sprintf("%d:%02d", m, s)
	if h > 0 {
		out = fmt.Sprintf("%d:%02d:%02d", h, m, s)
	}
	if tenths > 0 && d < time.Minute {
		out += fmt.Sprintf(".%d", tenths)
	}
	return out
}

// parseClock reads a [%clk] argument: "h:mm:ss", "mm:ss" or "ss", the
// seconds with an optional fraction ("0:00:09.5").
func parseClock(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return 0, fmt.Errorf("clock %q: more than h:mm:ss", s)
	}
	var d time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		if p == "" || strings.HasPrefix(p, "-") || strings.HasPrefix(p, "+") {
			return 0, fmt.Errorf("clock %q: bad field %q", s, p)
		}
		if last {
			f, err := strconv.ParseFloat(p, 64)
			if err != nil || f < 0 || f >= 1e6 {
				return 0, fmt.Errorf("clock %q: bad seconds %q", s, p)
			}
			d = d*60 + time.Duration(f*float64(time.Second))
			break
		}
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > 1e6 {
			return 0, fmt.Errorf("clock %q: bad field %q", s, p)
		}
		d = d*60 + time.Duration(v)*time.Second
	}
	return d, nil
}

// parseEval reads an [%eval] argument: pawns ("0.17", "-1.2"), or a mate
// ("#3", "#-3"), with an optional ",depth" after it (some tools write
// "[%eval 0.17,23]"); it returns the evaluation as MoveNote.Eval shows
// it.
func parseEval(s string) (string, error) {
	if i := strings.IndexByte(s, ','); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "#"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil {
			return "", fmt.Errorf("eval %q: bad mate", s)
		}
		return fmt.Sprintf("#%d", n), nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != f || f > 1e4 || f < -1e4 {
		return "", fmt.Errorf("eval %q: not a number of pawns", s)
	}
	return fmt.Sprintf("%+.2f", f), nil
}
