package chess

import "testing"

// A "{" inside a brace comment is text, as the PGN standard says (8.2.5:
// brace comments do not nest, and a "{" in one loses its meaning): the
// reader refused the game ("a comment holds {"). It reads as "(", as our
// writer writes a brace, so the game writes back as it read.
func TestReadPGNBraceInComment(t *testing.T) {
	text := "[Event \"x\"]\n\n1. e4 { see {this } e5 2. Nf3 { a {b {c } 1-0\n"
	rec, _, err := ReadPGN(text, 1)
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	if rec.Len() != 3 || rec.Turn(0).Comment != "see (this" || rec.Turn(2).Comment != "a (b (c" {
		t.Fatalf("%d moves, comments %q %q", rec.Len(), rec.Turn(0).Comment, rec.Turn(2).Comment)
	}
	out, err := rec.PGN(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadPGN(out, 1)
	if err != nil || back.Turn(0).Comment != rec.Turn(0).Comment {
		t.Fatalf("written back %v, %q:\n%s", err, back.Turn(0).Comment, out)
	}
}
