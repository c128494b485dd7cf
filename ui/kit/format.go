package kit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
)

// CountText is engine.CountText, the one abbreviation of counts (950,
// 7.7k, 48k, 7.68M), here so screens format counts beside the rest of
// the kit.
func CountText(n int64) string { return engine.CountText(n) }

// SignedCount writes a signed count with countText: +48k, -950.
func SignedCount(n int64) string {
	if n < 0 {
		return "-" + CountText(-n)
	}
	return "+" + CountText(n)
}

// WrapLines is the ui's one text fitter: text wrapped to lines of at
// most w terminal cells, at most maxLines of them (no limit for
// maxLines <= 0), so a long message is read whole instead of ending at
// the screen's edge. It breaks only at spaces, never at a hyphen: a
// game's or a network's name ("Tic-tac-toe", "net-kings32c") stays on
// one line. Only a word wider than the line is broken, across lines;
// where the lines are limited (maxLines > 0) a file's path is not
// broken but cut on a line of its own, its file name whole where it
// fits ("/home/ann/…/game.pgn"). With no limit no text is lost.
// Where more text remains than maxLines hold, the last line is cut as
// FitLine cuts it, at a word, ending in "…" (and the escapes of the
// words cut off, so a style's reset is not lost). A "\n" in text starts a
// new line; spaces a wrap breaks at are dropped, others kept. Widths
// are counted in cells with ANSI escapes ignored, and an escape is
// never split; nil for w <= 0. Text that ends in a file's path and does
// not fit maxLines gives up the path's middle directories first
// (shortPath), so the file name stays: "Saved /home/ann/…/game.pgn";
// on the last line the words before a path are never cut for it, the
// path is (cutPath).
func WrapLines(text string, w, maxLines int) []string {
	lines := wrapLines(text, w, maxLines)
	if maxLines <= 0 || len(lines) < maxLines || len(wrapLines(text, w, 0)) <= maxLines {
		return lines
	}
	if short, ok := pathShortened(text, w, maxLines); ok {
		return short
	}
	return lines
}

// WrapFew is WrapLines where rows are dear (the board's message takes
// its rows from the panel's table): text that ends in a file's path is
// put on the fewest rows that hold it with the path's middle
// directories cut, its words and file name whole, where that saves a
// row: at 80 columns "Saved /home/ann/…/rollout-20261203-150405.pgn" on
// one row, not "Saved" on one and the path whole on the next. Other
// text is WrapLines's.
func WrapFew(text string, w, maxLines int) []string {
	lines := WrapLines(text, w, maxLines)
	for n := 1; n < len(lines); n++ {
		if short, ok := pathShortened(text, w, n); ok {
			return short
		}
	}
	return lines
}

// pathShortened is text on at most n lines of w cells with the file
// path it ends in shortened in its middle directories (shortPath), as
// little as that takes; its words and the file name stay whole. ok is
// false where text ends in no path, or no such cut fits n lines.
func pathShortened(text string, w, n int) ([]string, bool) {
	head, lead, path, trail := pathTail(strings.TrimRight(text, " "))
	if path == "" {
		return nil, false
	}
	if head != "" {
		head += " "
	}
	least := ansi.StringWidth(shortPath(path, 0))
	last := ""
	for k := ansi.StringWidth(path) - 1; k >= least; k-- {
		t := head + lead + shortPath(path, k) + trail
		if t == last {
			continue
		}
		last = t
		if len(wrapLines(t, w, 0)) <= n {
			return wrapLines(t, w, n), true
		}
	}
	return nil, false
}

// wrapLines is WrapLines without its care for a path at the end.
func wrapLines(text string, w, maxLines int) []string {
	if w <= 0 {
		return nil
	}
	var lines []string
	// Bytes that are not UTF-8 are measured one way alone, another way
	// cut: as "\uFFFD" each counts once.
	paras := strings.Split(strings.ToValidUTF8(text, "\uFFFD"), "\n")
	for p, para := range paras {
		words := strings.Split(strings.TrimRight(para, " "), " ")
		for broken := false; ; broken = true {
			if broken {
				for len(words) > 1 && words[0] == "" { // the spaces a wrap broke at
					words = words[1:]
				}
			}
			if len(lines) == maxLines-1 { // the last line: all the rest, cut
				rest := append([]string{strings.Join(words, " ")}, paras[p+1:]...)
				return append(lines, cutLine(strings.Join(rest, " "), w))
			}
			var line string
			line, words = fillLine(words, w, maxLines > 0)
			lines = append(lines, line)
			if len(words) == 0 {
				break
			}
		}
	}
	return lines
}

// FitLine is text on one line of at most w cells: WrapLines's one line.
// Text that fits is kept as it is; text that does not is cut after its
// last whole word that leaves room for "…", with the ",;:|" before the
// cut trimmed ("next: backpropagat" reads "next…"). A first word wider
// than that is cut inside, ending in "…" all the same; at w = 1 the
// line is the "…" alone. "" for w <= 0.
func FitLine(text string, w int) string {
	if lines := WrapLines(text, w, 1); len(lines) > 0 {
		return lines[0]
	}
	return ""
}

// FitPathLine is FitLine for a line whose point is the file path it
// ends in, a file the reader must find ("the lessons' progress could
// not be read (…); it was moved aside to ~/learn.json.bad-…"): its file
// name stays whole, and the words ahead of it give way first, their
// middle or their start (cutNameFirst). FitLine keeps the words, which
// in most messages are what matters ("Game over: White loses on time;
// saved…"), and cuts the path.
func FitPathLine(text string, w int) string {
	one := strings.ReplaceAll(strings.ToValidUTF8(strings.TrimRight(text, " "), "\uFFFD"), "\n", " ")
	if w > 1 && ansi.StringWidth(one) > w {
		if line, ok := cutNameFirst(one, w); ok {
			return line
		}
	}
	return FitLine(text, w)
}

// fillLine takes from words (one paragraph's text split at its spaces,
// "" for a space beside another) what fits on one line of w cells: the
// first word and those after it that fit, or, when the first word is
// wider than the line, the part of it that fits. It returns the line
// and the words left. With cutPaths a file's path wider than the line
// is not broken but cut on its line (FitLine: its middle directories
// give way, its file name stays), so no row holds part of a file name.
func fillLine(words []string, w int, cutPaths bool) (line string, rest []string) {
	if ansi.StringWidth(words[0]) > w {
		if _, _, path, _ := pathTail(words[0]); cutPaths && path != "" {
			return cutLine(words[0], w), words[1:] // a path stays on one row
		}
		head, tail := splitWord(words[0], w)
		if ansi.StringWidth(tail) == 0 || tail == words[0] { // all of it shown, or as "…"
			return head, words[1:]
		}
		return head, append([]string{tail}, words[1:]...)
	}
	line, i := words[0], 1
	for ; i < len(words); i++ {
		if ansi.StringWidth(line+" "+words[i]) > w {
			break
		}
		line += " " + words[i]
	}
	return strings.TrimRight(line, " "), words[i:]
}

// splitWord breaks a word wider than w cells after its first w cells.
// A first character wider than the line itself (a wide rune at w = 1)
// is shown as "…", so that no line is wider than w.
func splitWord(word string, w int) (head, tail string) {
	head = ansi.Truncate(word, w, "")
	if n := ansi.StringWidth(head); n > 0 {
		return head, ansi.TruncateLeft(word, n, "")
	}
	_, n := ansi.FirstGraphemeCluster(ansi.Strip(word), ansi.GraphemeWidth)
	return "…", ansi.TruncateLeft(word, n, "")
}

// cutLine is s within w cells, cut at a word with "…" if it is wider
// (FitLine); a file path s ends in keeps its end (cutPath).
func cutLine(s string, w int) string {
	s = strings.TrimRight(s, " ")
	switch {
	case ansi.StringWidth(s) <= w:
		return s
	case w == 1:
		return "…"
	}
	if line, ok := cutPath(s, w); ok {
		return line
	}
	words := strings.Split(s, " ")
	if ansi.StringWidth(words[0]) > w-1 {
		return ansi.Truncate(s, w-1, "") + "…"
	}
	line, rest := fillLine(words, w-1, true)
	if trimmed := strings.TrimRight(line, " ,;:|"); trimmed != "" {
		line = trimmed
	}
	// The escapes of the words dropped stay, as ansi.Truncate keeps
	// them: a style's reset in the last word ("\x1b[1mone two three\x1b[0m"
	// cut after "two") would otherwise be lost, and the style run on
	// into what the screen draws after the line.
	return line + "…" + escapes(strings.Join(rest, " "))
}

// cutPath is s, wider than w cells, cut to w when s ends in a file's
// path (pathTail). The words ahead of the path are the message and
// matter more than the path, so the path gives way first: its middle
// directories ("saved to /home/ann/…/game.pgn"), then, where the words
// leave it less than "…/" and its file name, the name's start
// ("Game over: White loses on time; saved …-084038.pgn"). Where the
// words leave it fewer than minPathCut cells the path is dropped for
// "…" ("…; saved…"), and words wider than the line are cut at a word
// as any line is. A cut through the words to keep the file name whole
// read "Game over…/rollout-20261203-084038.pgn" at 40 columns, and
// "/…/rollout-20261203-084038.pgn" alone at 32: the message was lost.
// ok is false when s ends in no path.
func cutPath(s string, w int) (line string, ok bool) {
	head, lead, path, trail := pathTail(s)
	if path == "" {
		return "", false
	}
	ends := ansi.StringWidth(lead) + ansi.StringWidth(trail)
	if head == "" {
		if w-ends < 1 {
			return "", false
		}
		return lead + shortPath(path, w-ends) + trail, true // the path alone
	}
	room := w - ends - ansi.StringWidth(head) - 1
	least := min(ansi.StringWidth(path), ansi.StringWidth(shortPath(path, 0)))
	if room >= min(least, minPathCut) {
		return head + " " + lead + shortPath(path, room) + trail, true
	}
	if ansi.StringWidth(head) < w { // the words whole, "…" for the path
		return head + "…", true
	}
	// The words cut at a word; the "…" added stands for the path, so
	// words exactly as wide as the line are cut too, not shown as if
	// nothing followed them.
	return cutLine(head+" …", w), true
}

// minPathCut is the fewest cells a path cut beside the words ahead of
// it keeps ("…" and the file name's last characters: "…-084038.pgn"
// says which save it was): fewer ("…n") say nothing of the file, and
// the path gives way to "…" whole.
const minPathCut = 8

// cutNameFirst is FitPathLine's cut of s, wider than w cells, to w
// when s ends in a file's path (pathTail): the path's middle
// directories give way to "…" before the words ahead of it do ("saved
// to /home/ann/…/game.pgn"), and its file name stays whole where it
// fits at all, so the file can be found; the words give way before the
// name. A cut at a word dropped the path whole ("saved to…"). ok is
// false when s ends in no path.
func cutNameFirst(s string, w int) (line string, ok bool) {
	head, lead, path, trail := pathTail(s)
	if path == "" {
		return "", false
	}
	ends := ansi.StringWidth(lead) + ansi.StringWidth(trail)
	least := min(ansi.StringWidth(path), ansi.StringWidth(shortPath(path, 0)))
	if head != "" {
		// The words ahead whole, beside the path cut in its middle;
		// else cut at a word beside the path whole; else one cut for
		// both, the words' start, "…", the file name.
		if room := w - ends - ansi.StringWidth(head) - 1; room >= least {
			return head + " " + lead + shortPath(path, room) + trail, true
		}
		if shortPath(path, least) == path {
			if room := w - ends - ansi.StringWidth(path) - 1; room >= 2 {
				return cutHead(head, room) + " " + lead + path + trail, true
			}
		} else if line, ok := cutThrough(head, lead, path, trail, w); ok {
			return line, true
		}
	}
	if w-ends < 1 {
		return "", false
	}
	return lead + shortPath(path, w-ends) + trail, true // the path alone
}

// cutThrough is cutNameFirst's one cut through the words ahead of a
// path and the path's directories: the words' start cut at a word, then
// "…" and the file name ("Game saved…/rollout-2026-12-03-1200.pgn" at 40
// columns), with the path's quote and punctuation around it. Cutting
// each apart gave two ellipses close together ("Game… to …/rollout-…").
// ok is false when the words' first word and the name do not fit.
func cutThrough(head, lead, path, trail string, w int) (line string, ok bool) {
	name := lead + path[strings.LastIndex(path, "/"):] + trail
	room := w - ansi.StringWidth(name) - 1 // the cut's "…"
	words := strings.Split(head, " ")
	if room < 1 || ansi.StringWidth(words[0]) > room {
		return "", false
	}
	kept, rest := fillLine(words, room, true)
	if len(rest) == 0 { // all fit: the cut still drops the last word
		kept, rest = strings.Join(words[:len(words)-1], " "), words[len(words)-1:]
	}
	if kept = strings.TrimRight(kept, " ,;:|"); kept == "" {
		return "", false
	}
	return kept + "…" + escapes(strings.Join(rest, " ")) + name, true
}

// cutHead is the words ahead of a path within w cells (cutNameFirst): whole
// where they fit; else their start cut at a word and their last words,
// which say what the path is ("it was moved aside to"), kept whole
// where they fit in half the room beside the start's first word. A cut
// at the words' end dropped
// those ("the lessons' progress could not be read (…)… ~/learn.json.bad-…").
func cutHead(head string, w int) string {
	if ansi.StringWidth(head) <= w {
		return head
	}
	words := strings.Split(head, " ")
	tail := ""
	for i := len(words) - 1; i > 0; i-- {
		t := strings.Join(words[i:], " ")
		if ansi.StringWidth(t) > w/2 {
			break
		}
		tail = t
	}
	room := w - ansi.StringWidth(tail) - 1
	if tail == "" || room < ansi.StringWidth(words[0])+1 {
		return cutLine(head, w) // the start's first word and "…" do not fit beside them
	}
	return cutLine(strings.TrimSuffix(head, " "+tail), room) + " " + tail
}

// pathTail splits s at the file path its last word is: the words
// before it, and the word's quote or bracket before the path (lead), the
// path, and the punctuation after it (trail: `saved to "/a/b.pgn".`).
// A path begins with "/", "~/", "./" or "../" and has a name after its
// last "/"; a last word that is none ("1/2-1/2", "W/D/L") gives path "".
func pathTail(s string) (head, lead, path, trail string) {
	i := strings.LastIndex(s, " ")
	head, word := "", s
	if i >= 0 {
		head, word = strings.TrimRight(s[:i], " "), s[i+1:]
	}
	if strings.Contains(word, "\x1b") {
		return s, "", "", ""
	}
	core := strings.TrimLeft(word, "\"'(")
	lead = word[:len(word)-len(core)]
	path = strings.TrimRight(core, "\"').,;:")
	trail = core[len(path):]
	begins := false
	for _, p := range []string{"/", "~/", "./", "../"} {
		begins = begins || strings.HasPrefix(path, p)
	}
	if !begins || strings.HasSuffix(path, "/") {
		return s, "", "", ""
	}
	return head, lead, path, trail
}

// shortPath is path in at most w cells: whole if it fits; else its
// first directories that fit, "…/" for the rest and the file name
// ("/home/ann/…/game.pgn"); else "…/" and the name; else the name's end
// after "…". shortPath(path, 0) is "…/" and the name: the shortest cut
// that keeps the name whole.
func shortPath(path string, w int) string {
	if w > 0 && ansi.StringWidth(path) <= w {
		return path
	}
	i := strings.LastIndex(path, "/")
	dir, name := path[:i+1], path[i+1:]
	short := "…/" + name
	if w == 0 {
		return short
	}
	if ansi.StringWidth(short) > w {
		if w < 2 {
			return ansi.Truncate("…", w, "")
		}
		return "…" + ansi.TruncateLeft(name, ansi.StringWidth(name)-(w-1), "")
	}
	keep := ""
	for j := strings.Index(dir, "/"); j >= 0 && j+1 < len(dir); {
		next := dir[:j+1]
		if ansi.StringWidth(next+short) > w {
			break
		}
		keep = next
		k := strings.Index(dir[j+1:], "/")
		if k < 0 {
			break
		}
		j += k + 1
	}
	return keep + short
}

// escapes is the ANSI escape sequences of s, in order, without its
// text.
func escapes(s string) string {
	return ansi.Truncate(s, 0, "")
}
