package engine

import (
	"bytes"
	"strings"
	"testing"

	"rollout/variants/varianttest"
)

// FuzzReadTrace feeds arbitrary text to ReadTrace, the reader of `rollout
// study -trace` files: it never panics; an error is one printable line
// naming the line that is wrong; a trace it reads writes back (WriteTrace)
// to text that reads and writes back to the same text. Seeds (the head of
// real traces of tic-tac-toe, nim and chess studies, and broken lines) are
// in testdata/fuzz/FuzzReadTrace.
func FuzzReadTrace(f *testing.F) {
	f.Add("{\"event\":\"study\",\"variant\":\"tictactoe\"}\n{\"event\":\"expand\",\"iter\":1,\"parent\":0,\"node\":1,\"move\":\"b2\"}\n")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 16*varianttest.MaxPositionText {
			return
		}
		h, events, err := ReadTrace(strings.NewReader(text))
		if err != nil {
			varianttest.CheckMessage(t, "ReadTrace", text, err)
			if !strings.HasPrefix(err.Error(), "trace: line ") {
				t.Fatalf("ReadTrace(%q): error %q names no line", text, err)
			}
			return
		}
		var once bytes.Buffer
		if err := WriteTrace(&once, h, events); err != nil {
			t.Fatalf("ReadTrace(%q) reads, WriteTrace fails: %v", text, err)
		}
		h2, events2, err := ReadTrace(bytes.NewReader(once.Bytes()))
		if err != nil {
			t.Fatalf("ReadTrace(%q) reads, and its trace written back\n%s\ndoes not: %v", text, once.String(), err)
		}
		var twice bytes.Buffer
		if err := WriteTrace(&twice, h2, events2); err != nil {
			t.Fatal(err)
		}
		if once.String() != twice.String() {
			t.Fatalf("ReadTrace(%q) writes back as\n%s\nwhich writes back as\n%s", text, once.String(), twice.String())
		}
	})
}
