package nim

import (
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

func TestRoundTrip(t *testing.T) {
	for _, heaps := range append(smallGames(3, 3), []int{1000, 0, 999}) {
		for _, side := range []variants.Side{variants.First, variants.Second} {
			p := mustNew(t, heaps...)
			p.side = side
			q, err := Parse(p.Encode())
			if err != nil {
				t.Fatalf("Parse(%q): %v", p.Encode(), err)
			}
			if *q != *p {
				t.Fatalf("Parse(%q) = %+v, want %+v", p.Encode(), *q, *p)
			}
		}
	}
	if got := Start().Encode(); got != "1/3/5/7 1" {
		t.Errorf("start encodes as %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "want heap sizes and the side to move"},
		{"1/3/5/7", "want heap sizes and the side to move"},
		{"1/3 1 2", "want heap sizes and the side to move"},
		{"1/x/5 1", `heap 2 "x" is not a number of objects`},
		{"1//5 1", `heap 2 "" is not a number of objects`},
		{"1/-3 1", `heap 2 "-3" is not a number of objects`},
		{"+1 1", `heap 1 "+1" is not a number of objects`},
		{"1/1001 1", "heap 2 has 1001 objects, at most 1000"},
		{strings.Repeat("1/", 16) + "1 1", "17 heaps, at most 16"},
		{"1/3 3", `side to move "3", want 1 or 2`},
		{"1/3 x", `side to move "x", want 1 or 2`},
	}
	for _, tt := range tests {
		p, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", tt.in, p.Encode())
			continue
		}
		if !strings.HasPrefix(err.Error(), "nim: bad position ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error %q, want it to contain %q", tt.in, err, tt.want)
		}
	}
	if p, err := Variant.Parse("nonsense"); p != nil || err == nil {
		t.Errorf("Variant.Parse(nonsense) = %v, %v; want nil and an error", p, err)
	}
}

func TestDecodeMove(t *testing.T) {
	tests := [][3]string{ // position, move text, the move's text or the error
		{"1/3/5/7 1", "2:3", "2:3"},
		{"1/3/5/7 1", " 4 : 7 ", "4:7"},
		{"1/3/5/7 1", "1:1", "1:1"},
		{"1/3/5/7 1", "23", `nim: bad move "23" (want heap:count, like 2:3)`},
		{"1/3/5/7 1", "", `nim: bad move "" (want heap:count, like 2:3)`},
		{"1/3/5/7 1", "a:1", `nim: bad move "a:1" (want heap:count, like 2:3)`},
		{"1/3/5/7 1", "2:", `nim: bad move "2:" (want heap:count, like 2:3)`},
		{"1/3/5/7 1", "2:3:4", `nim: bad move "2:3:4" (want heap:count, like 2:3)`},
		{"1/3/5/7 1", "5:1", `nim: bad move "5:1": no heap 5 (heaps are 1-4)`},
		{"1/3/5/7 1", "0:1", `nim: bad move "0:1": no heap 0 (heaps are 1-4)`},
		{"1/3/5/7 1", "2:0", `nim: bad move "2:0": take at least one object`},
		{"1/3/5/7 1", "2:-1", `nim: bad move "2:-1": take at least one object`},
		{"1/3/5/7 1", "2:4", `nim: bad move "2:4": heap 2 has only 3 objects`},
		{"0/3 2", "1:1", `nim: bad move "1:1": heap 1 is empty`},
		{"0/0 2", "1:1", "nim: the game is over"},
	}
	varianttest.CheckDecode(t, Variant, tests)
}

func TestMoveTextRoundTrip(t *testing.T) {
	for _, heaps := range smallGames(3, 3) {
		p := mustNew(t, heaps...)
		for _, m := range p.LegalMoves(nil) {
			text := p.EncodeMove(m, variants.Canonical)
			got, err := p.DecodeMove(text)
			if err != nil || got != m {
				t.Fatalf("%s: %q decodes to %v, %v; want %v", p.Encode(), text, got, err, m)
			}
		}
	}
}

func TestString(t *testing.T) {
	p, _ := Parse("1/0/25 2")
	want := " 1: |                    1\n" +
		" 2:                      0\n" +
		" 3: (many)               25\n" +
		"second to move\n"
	if got := p.String(); got != want {
		t.Errorf("String() =\n%q\nwant\n%q", got, want)
	}
	p, _ = Parse("0/0 1")
	if got := p.String(); !strings.HasSuffix(got, "second wins by last object taken\n") {
		t.Errorf("String() of a finished game =\n%s", got)
	}
}
