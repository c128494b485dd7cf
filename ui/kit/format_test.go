package kit

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// The counts themselves are engine.CountText's (engine's TestCountText);
// a signed count puts its sign before them.
func TestSignedCount(t *testing.T) {
	if got := SignedCount(-2500); got != "-2.5k" {
		t.Errorf("signedCount(-2500) = %q", got)
	}
	if got := SignedCount(0); got != "+0" {
		t.Errorf("signedCount(0) = %q", got)
	}
}

// TestWrapLines holds the one text fitter to its rules: breaks at spaces
// only (a hyphenated name stays whole: ansi.Wrap broke "Tic-tac-toe" at
// its hyphens), a word wider than the line broken across lines, widths
// in cells with escapes ignored, and a last line cut at a word with
// "…" where more remains than maxLines hold.
func TestWrapLines(t *testing.T) {
	const bold, reset = "\x1b[1m", "\x1b[0m"
	for _, tt := range []struct {
		name   string
		text   string
		w, max int
		want   []string
	}{
		{"fits", "short", 40, 3, []string{"short"}},
		{"empty", "", 10, 3, []string{""}},
		{"hyphenated game", "alice invites you to Tic-tac-toe as O", 25, 0,
			[]string{"alice invites you to", "Tic-tac-toe as O"}},
		{"hyphen at the edge", "play Tic-tac-toe", 9, 0, []string{"play", "Tic-tac-t", "oe"}},
		{"hyphenated network", "the player is net-kings32c at 1 s a move", 20, 0,
			[]string{"the player is", "net-kings32c at 1 s", "a move"}},
		{"hyphenated name cut", "saved rollout-20261129-060404.pgn after the game", 30, 1,
			[]string{"saved…"}},
		{"word wider than the line", "a backpropagation step", 8, 0,
			[]string{"a", "backprop", "agation", "step"}},
		{"word wider, cut", "backpropagation step", 8, 1, []string{"backpro…"}},
		{"exact fit", "abc defg", 8, 1, []string{"abc defg"}},
		{"exact fit of each line", "abc defg hij", 8, 0, []string{"abc defg", "hij"}},
		{"one cell over", "abc defgh", 8, 1, []string{"abc…"}},
		{"cut keeps a word that fits before …", "abc def ghi", 8, 1, []string{"abc def…"}},
		{"width 0", "abc", 0, 3, nil},
		{"width -1", "abc", -1, 3, nil},
		{"width 1", "ab c", 1, 0, []string{"a", "b", "c"}},
		{"width 1, cut", "ab c", 1, 1, []string{"…"}},
		{"width 2", "ab cd e", 2, 0, []string{"ab", "cd", "e"}},
		{"width 2, cut", "ab cd e", 2, 1, []string{"a…"}},
		{"width 2, two lines cut", "ab cd e", 2, 2, []string{"ab", "c…"}},
		{"punctuation before … trimmed", "next: backpropagation", 10, 1, []string{"next…"}},
		{"bars before … trimmed", "a | b | c", 6, 1, []string{"a | b…"}},
		{"max lines, the last cut", "one two three four five six", 9, 2, []string{"one two", "three…"}},
		{"max lines, the rest fits", "one two three", 7, 2, []string{"one two", "three"}},
		{"newline starts a line", "one\ntwo three", 20, 0, []string{"one", "two three"}},
		{"newline, last line joined", "one\ntwo", 20, 1, []string{"one two"}},
		{"spaces kept inside a line", "a  b   c", 20, 0, []string{"a  b   c"}},
		{"spaces at a break dropped", "abc   def", 4, 0, []string{"abc", "def"}},
		{"styled", bold + "Tic-tac-toe" + reset + " as O", 12, 0, []string{bold + "Tic-tac-toe" + reset, "as O"}},
		{"styled word split", bold + "abcdef" + reset, 3, 0, []string{bold + "abc" + reset, bold + "def" + reset}},
		{"styled cut", bold + "one" + reset + " two three", 8, 1, []string{bold + "one" + reset + " two…"}},
		{"styled cut keeps the reset", bold + "one two three" + reset, 8, 1, []string{bold + "one two…" + reset}},
		{"styled cut keeps every escape cut off", "one " + bold + "two" + reset + " three", 4, 1, []string{"one…" + bold + reset}},
		{"multi-byte runes", "héllo wörld ça", 6, 0, []string{"héllo", "wörld", "ça"}},
		{"wide runes", "日本語 です", 6, 0, []string{"日本語", "です"}},
		{"wide runes split", "日本語", 4, 0, []string{"日本", "語"}},
		{"wide rune at width 1", "日本", 1, 0, []string{"…", "…"}},
		{"zero-width rune before a wide one", "\u200b日本 a", 1, 0, []string{"…", "a"}},
		{"wide runes cut", "日本語 です", 5, 1, []string{"日本…"}},
	} {
		got := WrapLines(tt.text, tt.w, tt.max)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: WrapLines(%q, %d, %d) = %q, want %q", tt.name, tt.text, tt.w, tt.max, got, tt.want)
		}
		for _, l := range got {
			if ansi.StringWidth(l) > tt.w {
				t.Errorf("%s: line %q wider than %d", tt.name, l, tt.w)
			}
		}
	}
	// A file name wrapped at its hyphen and cut on the last line read
	// "rollout- 20…", a space in the name.
	saved := "Game over: White loses on time; saved rollout-20261129-060404.pgn"
	if got := WrapLines(saved, 50, 1); !reflect.DeepEqual(got, []string{"Game over: White loses on time; saved…"}) {
		t.Errorf("WrapLines(w=50, 1 line) = %q, want the name left whole", got)
	}
	if got := WrapLines(saved, 30, 3); len(got) != 3 || got[2] != "rollout-20261129-060404.pgn" {
		t.Errorf("WrapLines(w=30, 3 lines) = %q, want the name unbroken", got)
	}
}

// WrapFew puts a message that ends in a path on the fewest rows its
// words and file name hold whole, the path's middle cut: at 80 columns
// "Saved PATH" took two rows ("Saved", then the path whole) where one
// cut row fits. Text that needs its rows, or ends in no path, is
// WrapLines's.
func TestWrapFew(t *testing.T) {
	const path = "/home/ann/.local/share/rollout/games/chess/2026/rollout-20261203-150405.pgn"
	for _, tt := range []struct {
		name, text string
		w, max     int
		want       []string
	}{
		{"one row, not two", "Saved " + path, 80, 3,
			[]string{"Saved /home/ann/.local/share/rollout/games/chess/…/rollout-20261203-150405.pgn"}},
		{"fits whole", "Saved /tmp/game.pgn", 80, 3, []string{"Saved /tmp/game.pgn"}},
		{"the path cut on its row already", "Game over: White loses on time; saved " + path, 40, 3,
			[]string{"Game over: White loses on time; saved", "/home/ann/…/rollout-20261203-150405.pgn"}},
		{"the name does not fit fewer", "Game over: White loses on time; saved " + path, 32, 3,
			[]string{"Game over: White loses on time;", "saved", "/…/rollout-20261203-150405.pgn"}},
		{"no path", "one two three four", 9, 3, []string{"one two", "three", "four"}},
	} {
		if WrapLines(tt.text, tt.w, tt.max)[0] == tt.want[0] && tt.name == "one row, not two" {
			t.Errorf("%s: WrapLines already gives one row; the case tests nothing", tt.name)
		}
		got := WrapFew(tt.text, tt.w, tt.max)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: WrapFew(%q, %d, %d) = %q, want %q", tt.name, tt.text, tt.w, tt.max, got, tt.want)
		}
	}
}

// FitLine is WrapLines's one line: text that fits is kept as it is.
func TestFitLine(t *testing.T) {
	for _, tt := range []struct {
		text string
		w    int
		want string
	}{
		{"next: backpropagation", 40, "next: backpropagation"},
		{"next: backpropagation", 20, "next…"},
		{"alice invites you to Tic-tac-toe as O", 33, "alice invites you to Tic-tac-toe…"},
		{"alice invites you to Tic-tac-toe as O", 32, "alice invites you to…"},
		{"Tic-tac-toe", 5, "Tic-…"},
		{"Tic-tac-toe", 0, ""},
		{"Tic-tac-toe", 1, "…"},
		{"one\ntwo", 10, "one two"},
	} {
		if got := FitLine(tt.text, tt.w); got != tt.want {
			t.Errorf("FitLine(%q, %d) = %q, want %q", tt.text, tt.w, got, tt.want)
		}
	}
}

// A one-line message that ends in a file's path keeps the path's end:
// cut at a word it lost the path whole ("Saved…"), and the file could
// not be found. The path's middle directories go first, then the file
// name's start; the words ahead of the path, the message, are never cut
// for it (a cut through them read "Game over…/rollout-….pgn" at 40
// columns, and the path alone at 32): where they leave the path too
// little it gives way to "…", and words wider than the line are cut at
// a word.
func TestFitLineKeepsAPathsEnd(t *testing.T) {
	const long = "/home/ann/games/chess/2026/december/rollout-20261203-084038.pgn"
	for _, tt := range []struct {
		text string
		w    int
		want string
	}{
		{"saved to /very/long/path/to/the/game.pgn", 30, "saved to /very/long/…/game.pgn"},
		{"Saved " + long, 80, "Saved " + long},
		{"Saved " + long, 40, "Saved /…/rollout-20261203-084038.pgn"},
		{"Game over: White loses on time; saved " + long, 80,
			"Game over: White loses on time; saved /home/ann/…/rollout-20261203-084038.pgn"},
		// Where the words leave no room for the file name whole, the
		// name's start goes; where they leave fewer than minPathCut
		// cells, the path goes whole; wider than the line, the words
		// are cut at a word.
		{"Game over: White loses on time; saved " + long, 60, "Game over: White loses on time; saved …t-20261203-084038.pgn"},
		{"Game over: White loses on time; saved " + long, 50, "Game over: White loses on time; saved …-084038.pgn"},
		{"Game over: White loses on time; saved " + long, 40, "Game over: White loses on time; saved…"},
		{"Game over: White loses on time; saved " + long, 32, "Game over: White loses on time…"},
		{"the lessons' progress could not be read (learn: progress: invalid character 'n' looking for beginning of object key string); it was moved aside to ~/learn.json.bad-20261203-101147", 160,
			"the lessons' progress could not be read (learn: progress: invalid character 'n' looking for beginning of object key string); it was moved aside to …61203-101147"},
		{`the saved game could not be read (bad tag); it was moved aside to "~/saves/rollout.json.bad-1".`, 92,
			`the saved game could not be read (bad tag); it was moved aside to "~/…/rollout.json.bad-1".`},
		{long, 40, "/home/ann/…/rollout-20261203-084038.pgn"},
		{long, 20, "…20261203-084038.pgn"},
		// No path: cut at a word as before.
		{"a draw 1/2-1/2 agreed after a long and hard game of chess", 40, "a draw 1/2-1/2 agreed after a long and…"},
	} {
		got := FitLine(tt.text, tt.w)
		if got != tt.want || ansi.StringWidth(got) > tt.w {
			t.Errorf("FitLine(%q, %d) = %q, want %q", tt.text, tt.w, got, tt.want)
		}
	}
}

// FitPathLine is for a line whose point is the file it names (a file
// moved aside): there the file name stays whole, and the words ahead of
// it give way first, their middle (keeping their start and the last
// words, which say what the path is), or their start beside "…" and the
// name, with one ellipsis; text that fits, or ends in no path, is
// FitLine's.
func TestFitPathLineKeepsTheName(t *testing.T) {
	const saved = "Game saved to /root/some/dir/rollout-2026-12-03-1200.pgn"
	for _, tt := range []struct {
		text string
		w    int
		want string
	}{
		{"the lessons' progress could not be read (learn: progress: invalid character 'n' looking for beginning of object key string); it was moved aside to ~/learn.json.bad-20261203-101147", 160,
			"the lessons' progress could not be read (learn: progress: invalid… for beginning of object key string); it was moved aside to ~/learn.json.bad-20261203-101147"},
		{`the saved game could not be read (bad tag); it was moved aside to "~/saves/rollout.json.bad-1".`, 92,
			`the saved game could not be read (bad tag); it was moved aside to "~/…/rollout.json.bad-1".`},
		{saved, 60, saved},
		{saved, 55, "Game saved to /root/some/…/rollout-2026-12-03-1200.pgn"},
		{saved, 43, "Game saved to …/rollout-2026-12-03-1200.pgn"},
		{saved, 40, "Game saved…/rollout-2026-12-03-1200.pgn"},
		{saved, 35, "Game…/rollout-2026-12-03-1200.pgn"},
		{saved, 30, "/…/rollout-2026-12-03-1200.pgn"},
		{saved, 20, "…2026-12-03-1200.pgn"},
		{"a draw 1/2-1/2 agreed after a long and hard game of chess", 40, "a draw 1/2-1/2 agreed after a long and…"},
		{saved, 1, "…"},
		{saved, 0, ""},
	} {
		got := FitPathLine(tt.text, tt.w)
		if got != tt.want || ansi.StringWidth(got) > tt.w || strings.Count(got, "…") > 1 {
			t.Errorf("FitPathLine(%q, %d) = %q, want %q", tt.text, tt.w, got, tt.want)
		}
	}
}

// A line cut to a short width has one ellipsis: the words ahead of a
// path and its directories, each cut apart, gave two close together
// ("Game… to …/rollout-2026-12-03-1200.pgn" at 40 columns). The words
// stay whole; the path's directories go, then the name's start, then
// the path whole.
func TestFitLineCutsOnce(t *testing.T) {
	const saved = "Game saved to /root/some/dir/rollout-2026-12-03-1200.pgn"
	for _, tt := range []struct {
		w    int
		want string
	}{
		{60, saved},
		{56, saved},
		{55, "Game saved to /root/some/…/rollout-2026-12-03-1200.pgn"},
		{44, "Game saved to /…/rollout-2026-12-03-1200.pgn"},
		{43, "Game saved to …/rollout-2026-12-03-1200.pgn"},
		{42, "Game saved to …rollout-2026-12-03-1200.pgn"},
		{35, "Game saved to …-2026-12-03-1200.pgn"},
		{22, "Game saved to …200.pgn"},
		{21, "Game saved to…"},
		{13, "Game saved…"},
	} {
		got := FitLine(saved, tt.w)
		if got != tt.want || ansi.StringWidth(got) > tt.w || strings.Count(got, "…") > 1 {
			t.Errorf("FitLine(w=%d) = %q, want %q", tt.w, got, tt.want)
		}
	}
	for w := 1; w <= 60; w++ {
		if got := FitLine(`it was moved aside to "/root/some/dir/rollout.json.bad-1".`, w); strings.Count(got, "…") > 1 || ansi.StringWidth(got) > w {
			t.Errorf("FitLine(w=%d) = %q, more than one cut or too wide", w, got)
		}
	}
}

// A message wrapped on a few rows (the board's) that ends in a path
// gives up the path's middle before its file name: at 40 columns on
// three rows "Saved /tmp/…" lost the name ("…with-a-friend/rollout-202…").
// On a few rows the path is on one row, cut there when wider: broken
// across two, a row held part of its file name. With no limit on the
// rows nothing is cut (FuzzWrapLines): the path breaks across rows.
func TestWrapLinesKeepsAPathsEnd(t *testing.T) {
	const saved = "Saved /tmp/uxrun/games/chess/2026/december/evening-sessions/with-a-friend/rollout-20261203-090550.pgn"
	for _, tt := range []struct {
		w, max int
		want   []string
	}{
		{40, 3, []string{"Saved", "/tmp/uxrun/…/rollout-20261203-090550.pgn"}},
		{80, 3, []string{"Saved", "/tmp/uxrun/games/chess/2026/december/…/rollout-20261203-090550.pgn"}},
		{80, 0, []string{"Saved", "/tmp/uxrun/games/chess/2026/december/evening-sessions/with-a-friend/rollout-2026", "1203-090550.pgn"}},
		{110, 3, []string{saved}},
		{20, 3, []string{"Saved", "…20261203-090550.pgn"}},
	} {
		if got := WrapLines(saved, tt.w, tt.max); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("WrapLines(w=%d, %d lines) = %q, want %q", tt.w, tt.max, got, tt.want)
		}
	}
	// A path amid the words: the wrap breaks before and after it.
	msg := "could not save: open /tmp/uxrun/games/chess/2026/december/rollout-20261203-090550.pgn: permission denied"
	want := []string{"could not save: open", "/tmp/uxrun/…/rollout-20261203-090550.pgn:", "permission denied"}
	if got := WrapLines(msg, 41, 3); !reflect.DeepEqual(got, want) {
		t.Errorf("WrapLines(w=41, 3 lines) = %q, want %q", got, want)
	}
}

// A PGN's clocks and evals become the move list's notes and the
// review's words; a game without them has no notes at all.
func TestMoveNotesAndWords(t *testing.T) {
	rec, err := variants.NewRecord(game.Variant("chess"), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct{ text, comment string }{
		{"e4", "[%eval 0.17] [%clk 0:03:00]"}, {"e5", "[%clk 0:02:59]"}, {"Nf3", "a move of ours"},
	} {
		if err := rec.PlayAnnotated(m.text, m.comment); err != nil {
			t.Fatal(err)
		}
	}
	if got := MoveNotes(rec); !reflect.DeepEqual(got, []string{"3:00 +0.17", "2:59", ""}) {
		t.Errorf("MoveNotes = %q", got)
	}
	if got := NoteWords(rec.Turn(0).Note()); got != "clock 3:00, eval +0.17" {
		t.Errorf("NoteWords = %q", got)
	}
	plain, _ := variants.Replay(game.Variant("chess"), "", []string{"e4", "e5"})
	if got := MoveNotes(plain); got != nil {
		t.Errorf("a game without notes: %q", got)
	}
}

// A search's count names its unit and, where a uct search grew a tree
// per worker, the trees it is summed over (a hint read "173k iterations"
// for two trees' sum).
func TestSearchCount(t *testing.T) {
	for _, tt := range []struct {
		snap engine.Snapshot
		want string
	}{
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 173_000, Trees: 2}, "173k iterations over 2 trees"},
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 300, Trees: 1}, "300 iterations"},
		{engine.Snapshot{Player: "flat", Rollouts: 30_000}, "30k rollouts"},
		{engine.Snapshot{Player: "uci:stockfish", Rollouts: 1_500_000}, "1.5M nodes"},
		// One is singular: a hint after one iteration read "1 iterations".
		{engine.Snapshot{Player: engine.DefaultPlayer, Rollouts: 1, Trees: 1}, "1 iteration"},
		{engine.Snapshot{Player: "flat", Rollouts: 1}, "1 rollout"},
		{engine.Snapshot{Player: "uci:stockfish", Rollouts: 1}, "1 node"},
	} {
		if got := SearchCount(tt.snap); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.snap, got, tt.want)
		}
	}
}

// A budget of one names its unit in the singular: the title read
// "uct (1 iterations)" for -rollouts 1.
func TestBudgetLabelOfOne(t *testing.T) {
	for _, tt := range []struct {
		b      engine.Budget
		player string
		want   string
	}{
		{engine.Budget{Rollouts: 1}, "uct", "1 iteration"},
		{engine.Budget{Rollouts: 1}, "flat", "1 rollout"},
		{engine.Budget{Rollouts: 2}, "uct", "2 iterations"},
		{engine.Budget{Rollouts: 120}, engine.DefaultPlayer, "120 iterations"},
	} {
		if got := BudgetLabelOf(tt.b, tt.player); got != tt.want {
			t.Errorf("BudgetLabelOf(%+v, %s) = %q, want %q", tt.b, tt.player, got, tt.want)
		}
	}
}

// FuzzWrapLines: no line is wider than the width, and with no limit on
// the lines no text is lost: the lines hold the text's characters, in
// order, only spaces and line breaks between them changed.
func FuzzWrapLines(f *testing.F) {
	for _, s := range []string{"alice invites you to Tic-tac-toe as O", "a  b\nc", "日本語 です", "\x1b[1mbold\x1b[0m text", ""} {
		f.Add(s, 7)
	}
	f.Fuzz(func(t *testing.T, text string, w int) {
		w %= 100
		lines := WrapLines(text, w, 0)
		for _, l := range lines {
			if ansi.StringWidth(l) > w {
				t.Fatalf("WrapLines(%q, %d): line %q is wider", text, w, l)
			}
		}
		if w < 2 || !utf8.ValidString(text) || ansi.Strip(text) != text || strings.ContainsFunc(text, unicode.IsControl) {
			return // a wide rune at w = 1 is "…"; escapes may move
		}
		squeeze := strings.NewReplacer(" ", "", "\n", "")
		if got, want := squeeze.Replace(strings.Join(lines, "")), squeeze.Replace(text); got != want {
			t.Fatalf("WrapLines(%q, %d) = %q: lost text", text, w, lines)
		}
	})
}
