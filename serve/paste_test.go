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
			l := newPasteLimit(&out, bound, full, 1<<20, func(string) { refused++ })
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
// as keys, but in big reads: past the bound, the rest of the big reads
// in a row is dropped, refused once; a small read (typing) passes and
// starts the count again.
func TestRawPasteLimit(t *testing.T) {
	const bound, big = 8, 4
	for _, tc := range []struct {
		name    string
		reads   []string
		want    string
		refused int
	}{
		{"typing", []string{"a", "b c", "\r", "\x1b[A"}, "ab c\r\x1b[A", 0},
		{"a paste within", []string{"e4 e5", "\rd4"}, "e4 e5\rd4", 0},
		{"a paste past", []string{"a b c", "d e f", "g h i", "j"}, "a b cd ej", 1},
		{"two pastes", []string{"1 2 3", "4 5 6", "x", "7 8 9", "0 1 2", "3 4"}, "1 2 34 5x7 8 90 13 4", 2},
		{"keys in it kept whole", []string{"a b c", "d e f\x1b[A", "g h i"}, "a b cd e\x1b[A", 1},
		{"a mouse event at the bound", []string{"a b c", "d\x1b[<0;1;5Mxyz"}, "a b cd\x1b[<0;1;5M", 1},
		{"a bracketed paste in it", []string{"\x1b[200~abc\x1b[201~"}, "\x1b[200~abc\x1b[201~", 0},
	} {
		var out bytes.Buffer
		refused := 0
		l := newPasteLimit(&out, bound, 1<<20, big, func(string) { refused++ })
		for _, r := range tc.reads {
			l.Write([]byte(r))
		}
		got := out.String()
		if got != tc.want || refused != tc.refused {
			t.Errorf("%s: got %q, refused %d; want %q, refused %d", tc.name, got, refused, tc.want, tc.refused)
		}
	}
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
