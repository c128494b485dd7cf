package serve

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"rollout/ui"
)

// TestPasteLimit: what a client types passes on as it came, split into
// writes anywhere; a paste within the bound passes whole, a longer one
// is dropped whole and refused once; a run of characters past the
// bound loses its rest.
func TestPasteLimit(t *testing.T) {
	const bound = 8
	paste := func(s string) string { return "\x1b[200~" + s + "\x1b[201~" }
	for _, tc := range []struct {
		name, in, want string
		refused        int
	}{
		{"keys", "abc\r\x1b[A\x1bOB q", "abc\r\x1b[A\x1bOB q", 0},
		{"esc alone", "\x1b", "\x1b", 0}, // a short read: the esc key
		{"esc esc", "\x1b\x1b[A", "\x1b\x1b[A", 0},
		{"alt+[", "\x1b[2x", "\x1b[2x", 0},
		{"mouse", "\x1b[<0;1;5M\x1b[<0;1;5m", "\x1b[<0;1;5M\x1b[<0;1;5m", 0},
		{"paste within", paste("e4 e5 N"), paste("e4 e5 N"), 0},
		{"paste at the bound", paste("12345678"), paste("12345678"), 0},
		{"paste past the bound", "a" + paste("123456789") + "b", "ab", 1},
		{"paste of escapes", paste("\x1b[A\x1b"), paste("\x1b[A\x1b"), 0},
		{"two pastes", paste("x") + paste(strings.Repeat("y", 100)) + paste("z"), paste("x") + paste("z"), 1},
		{"run at the bound", "12345678 9", "12345678 9", 0},
		{"run past the bound", "1234567890ab cd", "12345678 cd", 1},
		{"runs past the bound", strings.Repeat("x", 20) + "\r" + strings.Repeat("y", 20), "xxxxxxxx\ryyyyyyyy", 2},
		{"space in a paste", paste("a b c d e f g h"), "", 1},
	} {
		// Writes of 1, 2 and 3 bytes, each a full read: a marker may
		// go on in the next.
		for _, split := range []int{0, 1, 2, 3} {
			var out bytes.Buffer
			refused := 0
			full := split
			if split == 0 {
				full = 1 << 20
			}
			if split != 0 && tc.name == "esc alone" {
				continue // an ESC ending a full read waits for the next
			}
			l := newPasteLimit(&out, bound, full, func(string) { refused++ })
			l.burst = 1 << 20 // no raw paste here (TestRawPasteLimit)
			in := []byte(tc.in)
			if split == 0 {
				l.Write(in)
			} else {
				for i := 0; i < len(in); i += split {
					l.Write(in[i:min(i+split, len(in))])
				}
			}
			got := out.String()
			// One refusal a write at most: two runs in one read are
			// told once.
			want := tc.refused
			if split == 0 {
				want = min(want, 1)
			}
			if got != tc.want || refused != want {
				t.Errorf("%s (writes of %d): got %q, refused %d; want %q, refused %d", tc.name, split, got, refused, tc.want, want)
			}
		}
	}
}

// TestLargePasteRefused: a 5 MB paste into the setup screen is refused
// with the reason on the student's last line, at once, and the session
// goes on; a paste whose end never comes holds nothing. Before, Bubble
// Tea gathered a paste whole, searching it for its end at every read
// of 256 bytes: the 5 MB took half a minute of a core and 130 MB.
func TestLargePasteRefused(t *testing.T) {
	_, addr, _ := testServer(t, Config{Options: ui.DefaultOptions()})
	_, tm := openSetup(t, addr, "alice")
	mark := len(tm.screen.text())
	big := strings.Repeat("rnbqkbnr/pppppppp/8/8/", 5<<20/22)
	if _, err := tm.in.Write([]byte("\x1b[200~" + big + "\x1b[201~")); err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitForSince(mark, "A paste of more than 4096 bytes is refused") {
		t.Fatalf("no refusal; got %q", tm.screen.text()[mark:])
	}
	// A paste that never ends, in another session: the rest of the
	// input is its, and dropped.
	_, tm = openSetup(t, addr, "bob")
	mark = len(tm.screen.text())
	if _, err := tm.in.Write([]byte("\x1b[200~" + big)); err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitForSince(mark, "A paste of more than 4096 bytes is refused") {
		t.Fatalf("no refusal of the endless paste; got %q", tm.screen.text()[mark:])
	}
	// Its end, and the session answers keys again.
	mark = len(tm.screen.text())
	tm.in.Write([]byte("\x1b[201~"))
	time.Sleep(10 * time.Millisecond) // two reads, not one: either way the same
	tm.in.Write([]byte("?"))
	if !tm.screen.waitForSince(mark, "quit") {
		t.Fatalf("no answer to a key after the paste; got %q", tm.screen.text()[mark:])
	}
}

// TestRawPasteLimit: a terminal without bracketed paste sends a paste
// as keys, but faster than anyone types: the characters draw on an
// allowance of the bound, refilled at the typing rate; once it is
// spent the rest is dropped, refused once, until a second's typing
// is allowed again.
// Each case reads the same whatever reads cut it (one, or reads of 1,
// 2, 3 bytes at the same instant): a read of more than 512 bytes
// marked a paste, and one in smaller reads passed whole.
func TestRawPasteLimit(t *testing.T) {
	const bound, rate = 8, 10
	for _, tc := range []struct {
		name    string
		reads   []timedRead
		want    string
		refused int
	}{
		{"typing", []timedRead{{0, "a"}, {200 * time.Millisecond, "b c"}, {500 * time.Millisecond, "\r"}, {600 * time.Millisecond, "\x1b[A"}}, "ab c\r\x1b[A", 0},
		{"a paste within", []timedRead{{0, "e4 e5\rd4"}}, "e4 e5\rd4", 0},
		{"a paste past", []timedRead{{0, "a b c d e f g"}}, "a b c d ", 1},
		{"its rest, within the second", []timedRead{{0, "a b c d e"}, {50 * time.Millisecond, "f g"}}, "a b c d ", 1},
		{"typing a second later", []timedRead{{0, "a b c d e f"}, {300 * time.Millisecond, "x"}, {time.Second, "y"}, {1100 * time.Millisecond, "z"}}, "a b c d yz", 1},
		{"two pastes", []timedRead{{0, "1 2 3 4 5"}, {time.Second, "6 7 8 9 0 1 2"}}, "1 2 3 4 6 7 8 9 ", 2},
		{"keys in it kept whole", []timedRead{{0, "a b c d e\x1b[Af"}}, "a b c d \x1b[A", 1},
		{"a mouse event at the bound", []timedRead{{0, "a b c d\x1b[<0;1;5Mxyz"}}, "a b c d\x1b[<0;1;5Mx", 1},
		{"a bracketed paste, not counted", []timedRead{{0, "\x1b[200~abcdefghi jk\x1b[201~"}}, "\x1b[200~abcdefghi jk\x1b[201~", 0},
		{"a bracketed paste beside it", []timedRead{{0, "a b c d \x1b[200~abc\x1b[201~"}}, "a b c d \x1b[200~abc\x1b[201~", 0},
		{"typing for long", typing(300, 150*time.Millisecond), strings.Repeat("x", 300), 0},
	} {
		for _, split := range []int{0, 1, 2, 3} {
			var out bytes.Buffer
			refused := 0
			clock := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
			full := split // a read may end inside a marker (TestPasteLimit)
			if split == 0 {
				full = 1 << 20
			}
			l := newPasteLimit(&out, 1<<20, full, func(string) { refused++ })
			l.burst, l.rate = bound, rate
			now := clock
			l.now = func() time.Time { return now }
			for _, r := range tc.reads {
				now = clock.Add(r.at)
				in := []byte(r.s)
				if split == 0 {
					l.Write(in)
					continue
				}
				for i := 0; i < len(in); i += split {
					l.Write(in[i:min(i+split, len(in))])
				}
			}
			got := out.String()
			if got != tc.want || refused != tc.refused {
				t.Errorf("%s (reads of %d): got %q, refused %d; want %q, refused %d", tc.name, split, got, refused, tc.want, tc.refused)
			}
		}
	}
}

// TestRawPasteInSmallReads: 30,000 bytes of words typed out by a
// terminal without bracketed paste, in reads of 256 bytes (as ssh may
// deliver them), are cut after MaxPasteBytes, refused once, as in one
// read. The rule was a read of more than 512 bytes: all 30,000 passed.
func TestRawPasteInSmallReads(t *testing.T) {
	in := []byte(strings.Repeat("e4 ", 10000))
	for _, size := range []int{256, 4096, len(in)} {
		var out bytes.Buffer
		refused := 0
		l := newPasteLimit(&out, MaxPasteBytes, 4096, func(string) { refused++ })
		at := time.Now()
		l.now = func() time.Time { return at } // it all comes at once
		for i := 0; i < len(in); i += size {
			l.Write(in[i:min(i+size, len(in))])
		}
		if out.Len() != MaxPasteBytes || refused != 1 {
			t.Errorf("reads of %d: %d bytes passed, refused %d; want %d, refused once", size, out.Len(), refused, MaxPasteBytes)
		}
	}
}

// timedRead is a read of s, at after the first read.
type timedRead struct {
	at time.Duration
	s  string
}

// typing is n keys x, one every gap.
func typing(n int, gap time.Duration) []timedRead {
	keys := make([]timedRead, n)
	for i := range keys {
		keys[i] = timedRead{time.Duration(i) * gap, "x"}
	}
	return keys
}

// TestRawPasteRefused: 5 MB typed out by a terminal without bracketed
// paste (words and spaces, which no run limit catches) is cut after
// 4096 bytes, with the reason on the student's last line. Before, the
// session read it key by key: minutes of a core.
func TestRawPasteRefused(t *testing.T) {
	_, addr, _ := testServer(t, Config{Options: ui.DefaultOptions()})
	_, tm := openSetup(t, addr, "alice")
	mark := len(tm.screen.text())
	if _, err := tm.in.Write([]byte(strings.Repeat("e4 ", 5<<20/3))); err != nil {
		t.Fatal(err)
	}
	if !tm.screen.waitForSince(mark, "A paste of more than 4096 bytes is refused: its rest was not typed") {
		t.Fatalf("no refusal; got %q", tm.screen.text()[mark:])
	}
}
