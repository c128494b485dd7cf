package varianttest

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"rollout/variants"
)

// The fuzz properties every game's text must keep, whatever the input. The
// variants' Fuzz targets call these, so a new game gets the same checks by
// adding two short targets and a seed corpus.

// The longest position and move texts the checks look at; longer inputs
// pass untested. Real texts are far shorter (a FEN is at most about 90
// bytes), and the fuzzer's minimiser replays every new input it keeps
// thousands of times: on a grown input of several kilobytes that stalls a
// short CI run for seconds while teaching nothing about the parsers, whose
// cost is linear in the text.
const (
	MaxPositionText = 256
	MaxMoveText     = 64
)

// CheckPositionText parses text as a position of v. A text that parses must
// encode to a text that parses to an equal position (deeply equal values,
// and the same encoding, so Encode is a fixed point); every legal move of
// it must encode, in every notation, to a text that decodes back to that
// move; and, while the game is on, every position one legal move away must
// also encode to text Parse accepts. A text that does not parse must give
// an error that is fit to show a person (see CheckError).
func CheckPositionText(t testing.TB, v *variants.Variant, text string) {
	t.Helper()
	if len(text) > MaxPositionText {
		return
	}
	p, err := v.Parse(text)
	if err != nil {
		CheckError(t, v.Name, "Parse", text, err)
		return
	}
	if p == nil {
		t.Fatalf("Parse(%q) returned neither a position nor an error", text)
	}
	CheckParseEqual(t, v, p)
	enc := CheckReencode(t, v, p, text)
	if p.Outcome().Over() {
		return
	}
	moves := p.LegalMoves(nil)
	// Every move's text round-trips; the positions after them are
	// re-encoded for at most maxChildren moves spread over the list, as
	// each check regenerates the child's moves (nim can have 16,000).
	step := (len(moves) + maxChildren - 1) / maxChildren
	for i, m := range moves {
		CheckMoveRoundTrip(t, p, m, enc)
		if i%step != 0 {
			continue
		}
		c := p.Clone()
		c.Play(m)
		CheckReencode(t, v, c, enc+" then "+p.EncodeMove(m, variants.Canonical))
	}
}

// maxChildren bounds the positions CheckPositionText re-encodes after one
// move; chess positions have at most 218 moves, so 256 covers them all.
const maxChildren = 256

// CheckReencode checks that p's text parses back to a position deeply equal
// to p and encodes to the same text, and returns that text. from says
// where p came from, for the failure message.
func CheckReencode(t testing.TB, v *variants.Variant, p variants.Position, from string) string {
	t.Helper()
	enc := p.Encode()
	q, err := v.Parse(enc)
	if err != nil {
		t.Fatalf("%q: Encode gives %q, which does not parse: %v", from, enc, err)
	}
	if again := q.Encode(); again != enc {
		t.Fatalf("%q: Encode gives %q, which parses and encodes to %q", from, enc, again)
	}
	if q.ToMove() != p.ToMove() || q.Outcome() != p.Outcome() {
		t.Fatalf("%q: %q parses back with side %v and outcome %v, want %v and %v",
			from, enc, q.ToMove(), q.Outcome(), p.ToMove(), p.Outcome())
	}
	if !sameMoves(p, q) {
		t.Fatalf("%q: %q parses back with other legal moves", from, enc)
	}
	return enc
}

// sameMoves reports whether p and q have the same legal moves in the same
// order.
func sameMoves(p, q variants.Position) bool {
	return slices.Equal(p.LegalMoves(nil), q.LegalMoves(nil))
}

// CheckParseEqual checks that parsing p's encoding gives a position deeply
// equal to p. Only positions fresh from Parse qualify: history a game
// carries (repetition records, ply counts a text does not hold) is not in
// the text.
func CheckParseEqual(t testing.TB, v *variants.Variant, p variants.Position) {
	t.Helper()
	enc := p.Encode()
	q, err := v.Parse(enc)
	if err != nil {
		t.Fatalf("%q does not parse: %v", enc, err)
	}
	if !reflect.DeepEqual(p, q) {
		t.Fatalf("%q parses to a position that differs from the one it was encoded from:\n%v\nvs\n%v", enc, p, q)
	}
}

// CheckMoveRoundTrip checks that the legal move m of p encodes, in each
// notation, to a text that decodes back to m.
func CheckMoveRoundTrip(t testing.TB, p variants.Position, m variants.Move, where string) {
	t.Helper()
	for _, n := range []variants.Notation{variants.Canonical, variants.Display} {
		s := p.EncodeMove(m, n)
		got, err := p.DecodeMove(s)
		if err != nil || got != m {
			t.Fatalf("%s: legal move %#x encodes (notation %d) to %q, which decodes to %#x, %v",
				where, uint32(m), n, s, uint32(got), err)
		}
	}
}

// CheckMoveText decodes text as a move in p. The position must not change.
// A move that decodes must be one of p's legal moves and its texts must
// decode back to it; an error must be fit to show a person.
func CheckMoveText(t testing.TB, p variants.Position, text string) {
	t.Helper()
	if len(text) > MaxMoveText {
		return
	}
	before := p.Clone()
	m, err := p.DecodeMove(text)
	// Compared through Clone, which copies only the live part of a
	// position: a history buffer's stale tail is not part of the game.
	if !reflect.DeepEqual(p.Clone(), before) {
		t.Fatalf("%s: DecodeMove(%q) changed the position", before.Encode(), text)
	}
	where := p.Encode()
	if err != nil {
		CheckError(t, p.Variant().Name, "DecodeMove", text, err)
		return
	}
	legal := false
	for _, l := range p.LegalMoves(nil) {
		legal = legal || l == m
	}
	if !legal {
		t.Fatalf("%s: DecodeMove(%q) = %#x, not a legal move", where, text, uint32(m))
	}
	CheckMoveRoundTrip(t, p, m, where)
}

// CheckError checks an error from reading text: it starts with the
// package's name and a colon and says something after it, and it is one
// line of printable, valid UTF-8, so echoing the input cannot smuggle
// newlines or terminal escape sequences into the UI or a log.
func CheckError(t testing.TB, pkg, op, text string, err error) {
	t.Helper()
	msg := err.Error()
	rest, ok := strings.CutPrefix(msg, pkg+": ")
	if !ok || strings.TrimSpace(rest) == "" {
		t.Fatalf("%s(%q): error %q does not say what was wrong after %q", op, text, msg, pkg+": ")
	}
	CheckMessage(t, op, text, err)
}

// CheckMessage checks that an error from reading text says something and
// is one line of printable, valid UTF-8 (CheckError without the package
// prefix, for errors that pass on another layer's message).
func CheckMessage(t testing.TB, op, text string, err error) {
	t.Helper()
	msg := err.Error()
	if strings.TrimSpace(msg) == "" {
		t.Fatalf("%s(%q): empty error", op, text)
	}
	if !utf8.ValidString(msg) {
		t.Fatalf("%s(%q): error %q is not valid UTF-8", op, text, msg)
	}
	for _, r := range msg {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			t.Fatalf("%s(%q): error %q holds the control character %U", op, text, msg, r)
		}
	}
}

// Walk plays up to walk&63 uniformly random legal moves on p, drawn from a
// generator seeded by walk, stopping early when the game ends: a fuzz input
// that reaches varied positions from a few bytes.
func Walk(p variants.Position, walk uint64) {
	rng := rand.New(rand.NewPCG(walk, 0x9e3779b97f4a7c15))
	var moves []variants.Move
	for range walk & 63 {
		if p.Outcome().Over() {
			return
		}
		moves = p.LegalMoves(moves[:0])
		if len(moves) == 0 {
			return
		}
		p.Play(moves[rng.IntN(len(moves))])
	}
}

// errTooLong stands for the error of a position text MovePosition does
// not read.
var errTooLong = errors.New("too long")

// MovePosition is the position a move-text fuzz target works in: text
// parsed as a position of v if it can be (and is at most MaxPositionText
// long), else fallbacks[len(text) %
// len(fallbacks)] (each of which must parse), then walked by walk.
func MovePosition(t testing.TB, v *variants.Variant, text string, walk uint64, fallbacks []string) variants.Position {
	t.Helper()
	var p variants.Position
	err := errTooLong
	if len(text) <= MaxPositionText {
		p, err = v.Parse(text)
	}
	if err != nil {
		fb := fallbacks[len(text)%len(fallbacks)]
		if p, err = v.Parse(fb); err != nil {
			t.Fatalf("fallback position %q: %v", fb, err)
		}
	}
	Walk(p, walk)
	return p
}
