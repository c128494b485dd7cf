// Package doctest keeps the examples in the documentation true: a fenced
// code block whose first line is "$ COMMAND" shows that command and,
// below it, its output; a test runs every such command and compares what
// it prints with the block, and with -update writes the program's output
// back into the file. So no example in README.md or docs/ goes stale
// without a failing test.
//
// The package knows nothing of rollout's commands: the caller's Runner
// runs a command (or declines it, so a test can leave blocks to another
// runner), and Masks hide what may differ between runs (times, rates)
// from the comparison while -update still writes the real text.
package doctest

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Block is one example: a fenced block whose first line is "$ COMMAND".
type Block struct {
	// Line is the 1-based line of the command in the file.
	Line int
	// Command is the text after "$ ".
	Command string
	// Output is the block's lines after the command, each ending in a
	// newline ("" for a command that prints nothing).
	Output string
	// start and end are the byte offsets of Output in the file.
	start, end int
}

// Blocks returns the examples of a markdown text in order. Fences are
// lines starting with ``` (an info string such as ```sh is allowed). A
// block is an example when its first line is "$ COMMAND" (the rest is the
// output), or when the line just before its fence is the HTML comment
// "<!-- $ COMMAND -->", which a reader of the rendered page does not see
// (the whole block is the output: a screen capture, say). Other blocks
// are not examples.
func Blocks(text string) []Block {
	var out []Block
	off, line := 0, 0
	in := false
	var cur *Block
	prev := ""
	for off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		next := len(text)
		if end >= 0 {
			next = off + end + 1
		}
		l := strings.TrimRight(text[off:next], "\n")
		line++
		fence := strings.HasPrefix(strings.TrimLeft(l, " "), "```")
		switch {
		case fence && !in:
			in = true
			cur = nil
			if c, ok := strings.CutPrefix(strings.TrimSpace(prev), "<!-- $ "); ok && strings.HasSuffix(c, "-->") {
				out = append(out, Block{Line: line - 1, Command: strings.TrimSpace(strings.TrimSuffix(c, "-->"))})
				cur = &out[len(out)-1]
				cur.start = next
				off = next
				prev = l
				continue
			}
			// The block's first line, if it is a command, opens an example.
			if next < len(text) {
				rest := text[next:]
				first := rest
				if i := strings.IndexByte(rest, '\n'); i >= 0 {
					first = rest[:i]
				}
				if cmd, ok := strings.CutPrefix(first, "$ "); ok {
					out = append(out, Block{Line: line + 1, Command: cmd})
					cur = &out[len(out)-1]
					// Skip the command line itself.
					off = next + len(first) + 1
					line++
					cur.start = off
					prev = first
					continue
				}
			}
		case fence && in:
			in = false
			if cur != nil {
				cur.end = off
				cur.Output = text[cur.start:cur.end]
				cur = nil
			}
		}
		prev = l
		off = next
	}
	return out
}

// Runner runs one example's command and returns what it prints. ok false
// declines the command (another test runs it); an error fails the
// example.
type Runner func(command string) (output string, ok bool, err error)

// Mask replaces every match of Re with With in both the expected and the
// actual output before they are compared.
type Mask struct {
	Re   *regexp.Regexp
	With string
}

// apply masks s.
func apply(s string, masks []Mask) string {
	for _, m := range masks {
		s = m.Re.ReplaceAllString(s, m.With)
	}
	return s
}

// Check runs every example in the markdown file at path through run and
// reports each one whose output differs (after masks) from the file's.
// With update it rewrites those blocks with the actual output instead.
// It returns how many examples it ran.
func Check(t testing.TB, path string, update bool, run Runner, masks ...Mask) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	blocks := Blocks(text)
	var b strings.Builder
	last, ran, changed := 0, 0, false
	for _, bl := range blocks {
		got, ok, err := run(bl.Command)
		if !ok {
			continue
		}
		ran++
		if err != nil {
			t.Errorf("%s:%d: $ %s: %v", path, bl.Line, bl.Command, err)
			continue
		}
		if got != "" && !strings.HasSuffix(got, "\n") {
			got += "\n"
		}
		if apply(got, masks) == apply(bl.Output, masks) {
			continue
		}
		if !update {
			t.Errorf("%s:%d: $ %s: the program prints\n%s\nbut the file shows\n%s(run the test with -update to rewrite the file)", path, bl.Line, bl.Command, got, bl.Output)
			continue
		}
		b.WriteString(text[last:bl.start])
		b.WriteString(got)
		last, changed = bl.end, true
	}
	if update && changed {
		b.WriteString(text[last:])
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: rewritten", path)
	}
	return ran
}

// Split splits a command line as a POSIX shell would for the simple
// commands the docs show: words separated by blanks, '...' and "..."
// quoting (a backslash escapes the next character inside "..." and
// outside quotes), and "|" as a word of its own between pipeline stages.
func Split(cmd string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case c == ' ' || c == '\t':
			if inWord {
				words, inWord = append(words, w.String()), false
				w.Reset()
			}
		case c == '|':
			if inWord {
				words, inWord = append(words, w.String()), false
				w.Reset()
			}
			words = append(words, "|")
		case c == '\'':
			j := strings.IndexByte(cmd[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unclosed ' in %q", cmd)
			}
			w.WriteString(cmd[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(cmd) && cmd[i] != '"'; i++ {
				if cmd[i] == '\\' && i+1 < len(cmd) {
					i++
				}
				w.WriteByte(cmd[i])
			}
			if i >= len(cmd) {
				return nil, fmt.Errorf("unclosed \" in %q", cmd)
			}
			inWord = true
		case c == '\\' && i+1 < len(cmd):
			i++
			w.WriteByte(cmd[i])
			inWord = true
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// Pipeline splits a command line into the program's arguments and a
// filter for its output made of the stages after it: `head -N` and
// `tail -N` (the first or last N lines) are what the docs use to quote
// part of a long output.
func Pipeline(cmd string) (args []string, filter func(string) string, err error) {
	words, err := Split(cmd)
	if err != nil {
		return nil, nil, err
	}
	var stages [][]string
	cur := []string{}
	for _, w := range words {
		if w == "|" {
			stages, cur = append(stages, cur), []string{}
			continue
		}
		cur = append(cur, w)
	}
	stages = append(stages, cur)
	var filters []func([]string) []string
	for _, st := range stages[1:] {
		if len(st) != 2 || (st[0] != "head" && st[0] != "tail") || !strings.HasPrefix(st[1], "-") {
			return nil, nil, fmt.Errorf("%q: only `| head -N` and `| tail -N` may follow a command", strings.Join(st, " "))
		}
		n, err := strconv.Atoi(st[1][1:])
		if err != nil || n < 0 {
			return nil, nil, fmt.Errorf("%q: N must be a count of lines", strings.Join(st, " "))
		}
		head := st[0] == "head"
		filters = append(filters, func(lines []string) []string {
			if n >= len(lines) {
				return lines
			}
			if head {
				return lines[:n]
			}
			return lines[len(lines)-n:]
		})
	}
	filter = func(out string) string {
		if len(filters) == 0 {
			return out
		}
		lines := strings.SplitAfter(out, "\n")
		if lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		for _, f := range filters {
			lines = f(lines)
		}
		return strings.Join(lines, "")
	}
	return stages[0], filter, nil
}
