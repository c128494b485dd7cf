package chess

import (
	"math/rand/v2"
	"strings"
	"testing"

	nc "github.com/notnil/chess"
	"rollout/variants"
)

// TestPGNLoadsInNotnil writes random games (from the start and from other
// positions, with comments) as PGN and reads them back with notnil/chess:
// same moves, same final position, same comments, same result.
func TestPGNLoadsInNotnil(t *testing.T) {
	t.Parallel() // among the package's longest: overlaps the others on a second core
	rng := rand.New(rand.NewPCG(11, 12))
	games := 40
	if raceEnabled {
		games = 8
	}
	for g := 0; g < games; g++ {
		fen := differentialStarts[g%len(differentialStarts)]
		start, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		p := start.Clone().(*Position)
		var moves []variants.Move
		var comments []string
		for len(moves) < 400 && !p.Outcome().Over() {
			legal := p.LegalMoves(nil)
			m := legal[rng.IntN(len(legal))]
			moves = append(moves, m)
			c := ""
			if rng.IntN(5) == 0 {
				c = "net +3 (rollouts 1200) {braces} [tag \"no\"] 1-0"
				if rng.IntN(2) == 0 { // a long comment, wrapped over lines
					c = strings.Repeat("a long note with %percent ", 12) + "[%rollout player=flat e2e4:1:2 d2d4:3:4]"
				}
			}
			comments = append(comments, c)
			p.Play(m)
		}
		text, err := PGN(start, moves, comments, map[string]string{"Event": "test", "White": "flat", "Black": `uct "x"`, "Annotator": "rollout"})
		if err != nil {
			t.Fatal(err)
		}
		opt, err := nc.PGN(strings.NewReader(text))
		if err != nil {
			t.Fatalf("notnil cannot read our PGN: %v\n%s", err, text)
		}
		game := nc.NewGame(opt)
		if len(game.Moves()) != len(moves) {
			t.Fatalf("notnil read %d moves, we wrote %d\n%s", len(game.Moves()), len(moves), text)
		}
		if got, want := game.Position().String(), p.Encode(); got != want {
			t.Fatalf("final FEN %q, want %q\n%s", got, want, text)
		}
		gc := game.Comments()
		for i, c := range comments {
			got := strings.Join(gc[i], " ")
			if (c == "") != (got == "") {
				t.Fatalf("move %d: comment %q read back as %q\n%s", i+1, c, got, text)
			}
		}
		wantResult := map[variants.Result]nc.Outcome{variants.FirstWins: nc.WhiteWon, variants.SecondWins: nc.BlackWon, variants.Draw: nc.Draw, variants.Ongoing: nc.NoOutcome}[p.Outcome().Result]
		if game.Outcome() != wantResult {
			t.Fatalf("result %v, want %v\n%s", game.Outcome(), wantResult, text)
		}
		if !strings.Contains(text, `[Result "`+string(wantResult)+`"]`) {
			t.Fatalf("no Result tag %q:\n%s", wantResult, text)
		}
		for _, line := range strings.Split(text, "\n") {
			if len(line) > 79 && !strings.HasPrefix(line, "[") && !strings.Contains(line, "{") {
				t.Fatalf("movetext line of %d characters: %q", len(line), line)
			}
		}
	}
}

func TestPGNFormat(t *testing.T) {
	start := NewPosition()
	p := start.Clone().(*Position)
	var moves []variants.Move
	for _, s := range strings.Fields("f3 e5 g4 Qh4") {
		m, err := p.DecodeMove(s)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		p.Play(m)
	}
	text, err := PGN(start, moves, []string{"", "good"}, map[string]string{"Date": "2026.01.02"})
	if err != nil {
		t.Fatal(err)
	}
	want := `[Event "?"]
[Site "?"]
[Date "2026.01.02"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[ECO "A00"]
[Opening "Barnes Opening: Fool's Mate"]

1. f3 e5 {good} 2. g4 Qh4# 0-1
`
	if text != want {
		t.Errorf("PGN =\n%s\nwant\n%s", text, want)
	}
	// Resignation: the board has not ended the game, the tag says who won.
	text, err = PGN(start, moves[:2], nil, map[string]string{"Result": "1-0"})
	if err != nil || !strings.HasSuffix(text, "1. f3 e5 1-0\n") {
		t.Errorf("resigned game: %v\n%s", err, text)
	}
	// From a set-up position with Black to move.
	q, _ := ParseFEN(pos4m)
	m := q.LegalMoves(nil)[0]
	san := q.EncodeMove(m, variants.Display)
	text, err = PGN(q, []variants.Move{m}, nil, nil)
	if err != nil || !strings.Contains(text, `[FEN "`+pos4m+`"]`) || !strings.Contains(text, "1... "+san+" *") {
		t.Errorf("set-up game: %v\n%s", err, text)
	}
	if _, err := PGN(start, []variants.Move{moves[1]}, nil, nil); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("illegal move: %v", err)
	}
}
