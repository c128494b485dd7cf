package chess

import (
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	nc "github.com/notnil/chess"
	"rollout/variants"
)

// differentialGames is how many random games TestDifferentialNotnil plays
// from each of its starts (differentialStarts, 7): 120 normally (840
// games, which end in every way the test checks: it fails otherwise;
// 2,000 took three times as long and told no more), 22 under the race
// detector (which slows notnil's allocating generator tenfold), 1,430
// with ROLLOUT_LONG=1.
func differentialGames() int {
	switch {
	case longTests:
		return 1430
	case raceEnabled:
		return differentialRaceGames
	case testing.Short():
		return 43
	}
	return differentialNormalGames
}

// The games a start TestDifferentialNotnil plays normally and under the
// race detector, which README.md and docs/testing.md state
// (TestDifferentialCountInDocs).
const (
	differentialNormalGames = 120
	differentialRaceGames   = 22
)

// The count of random games README.md and docs/testing.md give for the
// differential test is the count it plays: the README said 2,000, which
// it played once, while it plays 840 (154 under -race).
func TestDifferentialCountInDocs(t *testing.T) {
	normal := differentialNormalGames * len(differentialStarts)
	race := differentialRaceGames * len(differentialStarts)
	said := regexp.MustCompile(`([\d,]+) random chess games \((?:[^;)]*; )?([\d,]+) under ` + "`-race`" + `\)`)
	for _, doc := range []string{"../../README.md", "../../docs/testing.md"} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(string(b)), " ")
		m := said.FindStringSubmatch(text)
		if m == nil {
			t.Errorf("%s: no \"N random chess games (...; M under -race)\"", doc)
			continue
		}
		if got := strings.ReplaceAll(m[1], ",", ""); got != strconv.Itoa(normal) {
			t.Errorf("%s says %s random chess games, the test plays %d", doc, m[1], normal)
		}
		if got := strings.ReplaceAll(m[2], ",", ""); got != strconv.Itoa(race) {
			t.Errorf("%s says %q under -race, the test plays %d", doc, m[2], race)
		}
	}
}

// sanEvery is how often (in plies) the SAN of every legal move is compared:
// notnil's SAN encoder is slow.
var sanEvery = 20

// fenEvery is how often the FEN is compared with notnil's.
var fenEvery = 4

// differentialStarts are the positions the random games start from.
var differentialStarts = []string{StartFEN, kiwipete, pos3, pos4, pos4m, pos5, pos6}

// notnilPosition parses fen with notnil/chess.
func notnilPosition(t *testing.T, fen string) *nc.Position {
	t.Helper()
	opt, err := nc.FEN(fen)
	if err != nil {
		t.Fatalf("notnil: %v", err)
	}
	return nc.NewGame(opt).Position()
}

// notnilInsufficient is notnil/chess's automatic draw by material
// (Board.hasSufficientMaterial, unexported), restated on its public board.
func notnilInsufficient(b *nc.Board) bool {
	count := map[nc.PieceType]int{}
	var bishopColours [2]int
	for sq, pc := range b.SquareMap() {
		switch pc.Type() {
		case nc.Queen, nc.Rook, nc.Pawn:
			return false
		case nc.Bishop:
			bishopColours[(int(sq.File())+int(sq.Rank()))&1]++
		}
		count[pc.Type()]++
	}
	if count[nc.Knight] == 0 {
		return bishopColours[0] == 0 || bishopColours[1] == 0
	}
	return count[nc.Bishop] == 0 && count[nc.Knight] == 1
}

// repetitionKey is the FIDE identity of a notnil position: placement, side,
// castling rights, and the en passant square only when an en passant
// capture is among the legal moves.
func repetitionKey(pos *nc.Position, moves []*nc.Move) string {
	placement, _ := pos.Board().MarshalBinary() // faster than its String
	key := string(placement) + " " + pos.Turn().String() + " " + pos.CastleRights().String()
	for _, m := range moves {
		if m.HasTag(nc.EnPassant) {
			return key + " " + pos.EnPassantSquare().String()
		}
	}
	return key
}

// TestDifferentialNotnil plays random games from the start and the perft
// positions and checks at every ply that the legal moves (as UCI), the FEN
// and the game's status equal notnil/chess's. notnil's Position reports
// mate and stalemate; its Game applies insufficient material itself but
// leaves threefold repetition and the 50-move rule to a claim, so those
// are checked against the claim conditions (three occurrences of the FIDE
// position identity, halfmove clock at 100), which this package applies
// automatically. Every tenth ply the SAN of every move is compared with
// notnil's and decoded back. Each start's games run in a parallel
// subtest with a random stream of its own; the games, all told, must
// end in every way checked (mate, stalemate, insufficient material, the
// 50-move rule, threefold repetition, the ply cap), so a smaller count
// cannot check less unseen.
func TestDifferentialNotnil(t *testing.T) {
	t.Parallel()
	games := differentialGames()
	var mu sync.Mutex
	plies, ended := 0, map[variants.Reason]int{}
	t.Run("starts", func(t *testing.T) {
		for i, fen := range differentialStarts {
			t.Run(strconv.Itoa(i), func(t *testing.T) {
				t.Parallel()
				n, reasons := differentialGamesFrom(t, fen, games, rand.New(rand.NewPCG(2024, 11+uint64(i))))
				mu.Lock()
				defer mu.Unlock()
				plies += n
				for r, k := range reasons {
					ended[r] += k
				}
			})
		}
	})
	var sb strings.Builder
	for r, n := range ended {
		sb.WriteString(" " + r.String() + ":" + itoa(n))
	}
	t.Logf("%d games, %d plies checked; endings%s", games*len(differentialStarts), plies, sb.String())
	if t.Failed() || raceEnabled || testing.Short() {
		return // fewer games: not every ending need come up
	}
	for _, r := range []variants.Reason{variants.Checkmate, variants.Stalemate, variants.InsufficientMaterial,
		variants.FiftyMoveRule, variants.ThreefoldRepetition, variants.PlyCap} {
		if ended[r] == 0 {
			t.Errorf("no game ended by %v: the games check it nowhere", r)
		}
	}
}

// differentialGamesFrom plays games random games from fen (as
// TestDifferentialNotnil says) and returns the plies checked and how
// the games ended.
func differentialGamesFrom(t *testing.T, fen string, games int, rng *rand.Rand) (int, map[variants.Reason]int) {
	var ours []variants.Move
	plies, ended := 0, map[variants.Reason]int{}
	for g := 0; g < games; g++ {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		np := notnilPosition(t, fen)
		seen := map[string]int{}
		for ply := 0; ; ply++ {
			plies++
			theirs := np.ValidMoves()
			ours = p.LegalMoves(ours[:0])
			var a, b []string
			byUCI := map[string]*nc.Move{}
			for _, m := range theirs {
				b = append(b, m.String())
				byUCI[m.String()] = m
			}
			for _, m := range ours {
				a = append(a, p.EncodeMove(m, variants.Canonical))
			}
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatalf("game %d ply %d: legal moves differ in %s\nours   %v\nnotnil %v", g, ply, p.Encode(), a, b)
			}
			if ply%fenEvery != 0 {
				// notnil's FEN writer is slow; the moves above would
				// differ soon after a wrong board anyway.
			} else if got, want := p.Encode(), np.String(); got != want {
				t.Fatalf("game %d ply %d: FEN %q, notnil %q", g, ply, got, want)
			}

			key := repetitionKey(np, theirs)
			seen[key]++
			var want variants.Outcome
			switch {
			case len(theirs) == 0 && np.Status() == nc.Checkmate:
				want = variants.Win(variants.Side(np.Turn().Other()-1), variants.Checkmate)
			case len(theirs) == 0:
				want = variants.DrawBy(variants.Stalemate)
			case notnilInsufficient(np.Board()):
				want = variants.DrawBy(variants.InsufficientMaterial)
			case np.HalfMoveClock() >= 100:
				want = variants.DrawBy(variants.FiftyMoveRule)
			case seen[key] >= 3:
				want = variants.DrawBy(variants.ThreefoldRepetition)
			}
			if got := p.Outcome(); got != want {
				t.Fatalf("game %d ply %d: outcome %v, want %v, in %s", g, ply, got, want, p.Encode())
			}
			if ply%sanEvery == 0 {
				for _, m := range ours {
					san := p.EncodeMove(m, variants.Display)
					nm := byUCI[p.EncodeMove(m, variants.Canonical)]
					if want := (nc.AlgebraicNotation{}).Encode(np, nm); san != want {
						t.Fatalf("game %d ply %d: SAN %q, notnil %q, in %s", g, ply, san, want, p.Encode())
					}
					if back, err := p.DecodeMove(san); err != nil || back != m {
						t.Fatalf("DecodeMove(%q) = %v, %v in %s", san, back, err, p.Encode())
					}
				}
			}
			if want.Over() {
				ended[want.Reason]++
				break
			}
			if ply >= Variant.PlyCap {
				ended[variants.PlyCap]++
				break
			}
			m := ours[rng.IntN(len(ours))]
			np = np.Update(byUCI[p.EncodeMove(m, variants.Canonical)])
			p.Play(m)
		}
	}
	return plies, ended
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
