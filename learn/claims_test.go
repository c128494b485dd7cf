package learn

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// lessonPos is lesson n's position.
func lessonPos(t *testing.T, n int) variants.Position {
	t.Helper()
	l, err := Find(n)
	if err != nil {
		t.Fatal(err)
	}
	pos, _, err := l.Study()
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// winsAtOnce reports whether the moves texts, played from pos, end the
// game won by the side that made the last of them.
func winsAtOnce(t *testing.T, pos variants.Position, texts ...string) bool {
	t.Helper()
	p, err := playTexts(pos, texts[:len(texts)-1])
	if err != nil {
		t.Fatal(err)
	}
	mover := p.ToMove()
	q, err := playTexts(p, texts[len(texts)-1:])
	if err != nil {
		return false // not legal there
	}
	o := q.Outcome()
	return o.Over() && o.ScoreFor(mover) > 0
}

// says fails unless the transcript of lesson n states claim, so a claim
// this file checks cannot change without the check.
func says(t *testing.T, transcript, claim string) {
	t.Helper()
	if !strings.Contains(transcript, claim) {
		t.Fatalf("the lesson no longer says %q: check it again", claim)
	}
}

// fenSquare is the piece letter on square sq ("h4") of a FEN, '.' if
// empty.
func fenSquare(fen, sq string) byte {
	ranks := strings.Split(strings.Fields(fen)[0], "/")
	row := ranks[8-int(sq[1]-'0')]
	file := int(sq[0] - 'a')
	for i := 0; i < len(row); i++ {
		c := row[i]
		if c >= '1' && c <= '8' {
			file -= int(c - '0')
			if file < 0 {
				return '.'
			}
			continue
		}
		if file == 0 {
			return c
		}
		file--
	}
	return '.'
}

// TestClaimsTrue checks the facts the lessons state besides their graded
// answers (TestAnswersTrue), each from the rules or a solver: the threats
// and wins at once they name, the proof lengths they show, the pieces
// they say attack or hang.
func TestClaimsTrue(t *testing.T) {
	text := map[int]string{}
	transcript := func(n int) string {
		if _, ok := text[n]; !ok {
			l, _ := Find(n)
			_, tr := take(t, n, true)
			text[n] = strings.Join(l.Idea, "\n") + "\n" + tr
		}
		return text[n]
	}

	t.Run("2 lines through a square", func(t *testing.T) {
		says(t, transcript(2), "the centre is on four, a corner on three, an edge on two")
		lines := [][3]string{{"a1", "b1", "c1"}, {"a2", "b2", "c2"}, {"a3", "b3", "c3"}, {"a1", "a2", "a3"},
			{"b1", "b2", "b3"}, {"c1", "c2", "c3"}, {"a1", "b2", "c3"}, {"a3", "b2", "c1"}}
		count := map[string]int{}
		for _, l := range lines {
			for _, sq := range l {
				count[sq]++
			}
		}
		for sq, want := range map[string]int{"b2": 4, "a1": 3, "c1": 3, "a3": 3, "c3": 3, "b1": 2, "a2": 2, "c2": 2, "b3": 2} {
			if count[sq] != want {
				t.Errorf("%s is on %d lines, the lesson says %d", sq, count[sq], want)
			}
		}
		// And they are the game's lines: X on each line's three squares
		// (O elsewhere) has won.
		ttt, _ := registry.Lookup("tictactoe")
		for _, l := range lines {
			o := []string{"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"}
			var others []string
			for _, sq := range o {
				if sq != l[0] && sq != l[1] && sq != l[2] {
					others = append(others, sq)
				}
			}
			if !winsAtOnce(t, ttt.Start(), l[0], others[0], l[1], others[1], l[2]) {
				t.Errorf("%v is not a line of the game", l)
			}
		}
	})

	t.Run("3 X threatens b3", func(t *testing.T) {
		tr := transcript(3)
		says(t, tr, "X has b1 and b2 and threatens b3")
		says(t, tr, "Only b3 stops X's line b1-b2-b3: after any other move X plays b3 and wins.")
		pos := lessonPos(t, 3)
		for _, m := range pos.LegalMoves(nil) {
			o := pos.EncodeMove(m, variants.Display)
			if o != "b3" && !winsAtOnce(t, pos, o, "b3") {
				t.Errorf("after O's %s, X's b3 does not win at once", o)
			}
		}
		// "c3 makes O's own line c1-c2-c3 a threat a random X often
		// fails to block": after c3, any X move but c2 lets O's c2 win.
		says(t, tr, "c3 makes O's own line c1-c2-c3 a threat")
		if !winsAtOnce(t, pos, "c3", "a1", "c2") {
			t.Error("after c3 and X's a1, O's c2 does not win")
		}
	})

	t.Run("4 every move but b3 loses to b3", func(t *testing.T) {
		says(t, transcript(4), "The same befalls every move but b3.")
		pos := lessonPos(t, 4)
		for _, m := range pos.LegalMoves(nil) {
			o := pos.EncodeMove(m, variants.Display)
			if o != "b3" && !winsAtOnce(t, pos, o, "b3") {
				t.Errorf("after O's %s, X's b3 does not win at once", o)
			}
		}
	})

	t.Run("7 the moves proven lost lose to c2", func(t *testing.T) {
		tr := transcript(7)
		m := regexp.MustCompile(`proven lost: ([a-c1-3, ]+)\. After each, O's reply c2 wins at once\.`).FindStringSubmatch(tr)
		if m == nil {
			t.Fatal("the lesson no longer names the moves proven lost and O's c2: check it again")
		}
		pos := lessonPos(t, 7)
		for _, x := range strings.Split(m[1], ", ") {
			if !winsAtOnce(t, pos, x, "c2") {
				t.Errorf("after X's %s, O's c2 does not win at once", x)
			}
		}
		if !winsAtOnce(t, pos, "c3") {
			t.Error("X's c3 does not win at once")
		}
	})

	t.Run("7 a win at once ends the search", func(t *testing.T) {
		says(t, transcript(7), "A root move proven won at once ends the search")
		l, _ := Find(7)
		st, err := engine.NewStepper(l.Config, lessonPos(t, 7))
		if err != nil {
			t.Fatal(err)
		}
		for !provenWin(st) {
			st.Iterate()
		}
		if !st.Decided() {
			t.Error("a root move proven won at once did not end the search")
		}
	})

	t.Run("12 proof lengths", func(t *testing.T) {
		tr := transcript(12)
		pos := lessonPos(t, 12)
		rows := regexp.MustCompile(`(?m)^\s+([a-c][1-3])\s+\d+\s+win in (\d+)$`).FindAllStringSubmatch(tr, -1)
		if len(rows) != len(pos.LegalMoves(nil)) {
			t.Fatalf("%d rows of proofs, %d legal moves:\n%s", len(rows), len(pos.LegalMoves(nil)), tr)
		}
		for _, r := range rows {
			q, err := playTexts(pos, []string{r[1]})
			if err != nil {
				t.Fatal(err)
			}
			v, d := distance(q)
			want, _ := strconv.Atoi(r[2])
			if v != -1 || d+1 != want {
				t.Errorf("%s: shown a win in %d; perfect play: value %+d for X in %d plies", r[1], want, -v, d+1)
			}
		}
	})

	t.Run("9 Nxh4 wins the queen for nothing", func(t *testing.T) {
		says(t, transcript(9), "Black's queen on h4 hangs: White's Nxh4 wins it for nothing.")
		pos := lessonPos(t, 9)
		if fenSquare(chessPos, "h4") != 'q' || fenSquare(chessPos, "f3") != 'N' {
			t.Fatalf("h4 %c, f3 %c in %s", fenSquare(chessPos, "h4"), fenSquare(chessPos, "f3"), chessPos)
		}
		after, err := playTexts(pos, []string{"Nxh4"})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range after.LegalMoves(nil) {
			if s := after.EncodeMove(m, variants.Display); strings.Contains(s, "xh4") {
				t.Errorf("Black can take back: %s", s)
			}
		}
		says(t, transcript(9), "each of White's 26 moves")
		if n := len(pos.LegalMoves(nil)); n != 26 {
			t.Errorf("White has %d moves, the lessons say 26", n)
		}
	})

	t.Run("10 a queen up is about +0.99", func(t *testing.T) {
		says(t, transcript(10), "a queen up is about +0.99")
		after, err := playTexts(lessonPos(t, 10), []string{"Nxh4"})
		if err != nil {
			t.Fatal(err)
		}
		ev, ok := after.(variants.Evaluator)
		if !ok {
			t.Skip("chess has no evaluation")
		}
		// Black to move: the evaluation is Black's.
		if v := -ev.Evaluate(); math.Abs(v-0.99) > 0.005 {
			t.Errorf("a queen up evaluates to %+.3f for White, the lesson says +0.99", v)
		}
	})

	t.Run("13 Bg4 attacks the queen, c6 the Bb5", func(t *testing.T) {
		says(t, transcript(13), "Black's Bg4 attacks White's queen, Black's c6 pawn the Bb5")
		for sq, want := range map[string]byte{"g4": 'b', "d1": 'Q', "c6": 'p', "b5": 'B'} {
			if got := fenSquare(minimaxPos, sq); got != want {
				t.Fatalf("%s holds %c, want %c", sq, got, want)
			}
		}
		chess, _ := registry.Lookup("chess")
		black, err := chess.Parse(strings.Replace(minimaxPos, " w ", " b ", 1))
		if err != nil {
			t.Fatal(err)
		}
		has := map[string]bool{}
		for _, m := range black.LegalMoves(nil) {
			has[black.EncodeMove(m, variants.Display)] = true
		}
		for _, capture := range []string{"Bxd1", "cxb5"} {
			if !has[capture] {
				t.Errorf("Black to move could not play %s", capture)
			}
		}
	})
}

// provenWin reports whether a root move of st's search is proven won.
func provenWin(st *engine.Stepper) bool {
	for _, m := range st.Snapshot().Moves {
		if m.Proof > 0 {
			return true
		}
	}
	return false
}
