package chess

import (
	"strings"
	"testing"

	"rollout/variants"
)

func TestDecodeMove(t *testing.T) {
	cases := []struct {
		fen, text string
		want      string // UCI of the decoded move, or "error: substring"
	}{
		{StartFEN, "e2e4", "e2e4"},
		{StartFEN, "e4", "e2e4"},
		{StartFEN, "Nf3", "g1f3"},
		{StartFEN, " Nf3+! ", "g1f3"},
		{StartFEN, "g1f3", "g1f3"},
		{StartFEN, "e2e5", `error: chess: illegal move "e2e5"`},
		{StartFEN, "e5", `error: chess: illegal move "e5"`},
		{StartFEN, "e7e5", `error: not White's`},
		{StartFEN, "e3e4", `error: no piece on e3`},
		{StartFEN, "O-O", `error: chess: illegal move "O-O"`},
		{StartFEN, "Zf3", `error: chess: malformed move "Zf3"`},
		{StartFEN, "", `error: chess: empty move`},
		{StartFEN, "♙", `error: chess: malformed move "♙": a figurine alone is not a move`},
		{StartFEN, " ♟+ ", `error: a figurine alone is not a move`},
		{StartFEN, "♘", `error: chess: malformed move "♘": a figurine alone is not a move`},
		{StartFEN, "♘f3", "g1f3"},
		{StartFEN, "♙e4", "e2e4"},
		{StartFEN, "N", `error: chess: malformed move "N": a piece letter alone is not a move`},
		{StartFEN, "+!", `error: chess: malformed move "+!": check marks and annotations alone are not a move`},
		// Long algebraic, as people write moves out, reads as its squares.
		{StartFEN, "e2-e4", "e2e4"},
		{StartFEN, "Ng1-f3", "g1f3"},
		{StartFEN, "Ng1-f3+", "g1f3"},
		{StartFEN, "Bg1-f3", `error: chess: illegal move "Bg1-f3": the piece on g1 is no B`},
		{StartFEN, "Ne2-e4", `error: chess: illegal move "Ne2-e4": the piece on e2 is no N`},
		{StartFEN, "e2-e5", `error: chess: illegal move "e2-e5": not a legal move here`},
		{kiwipete, "Be2xa6", "e2a6"},
		// x marks a capture: on a move that captures nothing it is
		// refused, as people mean something else (e2xe4 read as e2e4).
		{StartFEN, "e2xe4", `error: chess: illegal move "e2xe4": x marks a capture, but e4 captures nothing (write e2-e4)`},
		{StartFEN, "Ng1xf3", `error: chess: illegal move "Ng1xf3": x marks a capture, but Nf3 captures nothing (write Ng1-f3)`},
		{StartFEN, "Nxf3", `error: chess: illegal move "Nxf3": x marks a capture, but Nf3 captures nothing`},
		// A pawn's move without a file is a push, never a capture: "d5"
		// after 1. e4 d5 was read as exd5, "f6" as exf6 en passant.
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d5", `error: chess: illegal move "d5": a pawn capture names the pawn's file (exd5)`},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "f6", `error: a pawn capture names the pawn's file (exf6)`},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e5", "e4e5"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5xf6", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6", "e5f6"},
		{kiwipete, "Bxa6", "e2a6"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7-a8=Q", "a7a8q"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7-a8", `error: must promote`},
		{StartFEN, "e2e4e5", `error: malformed`},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", `error: chess: ambiguous move "Nd2"`},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2", "b1d2"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nfd2", "f3d2"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "N1d2", "b1d2"},
		{kiwipete, "O-O", "e1g1"},
		{kiwipete, "0-0-0", "e1c1"},
		{kiwipete, "e1g1", "e1g1"},
		{kiwipete, "dxe6", "d5e6"},
		{kiwipete, "Bxa6", "e2a6"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8=Q+", "a7a8q"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8N", "a7a8n"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7a8r", "a7a8r"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8", `error: must promote`},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7a8", `error: must promote`},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8=K", `error: malformed`},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exd6", `error: illegal`},
		// FIDE's notation marks an en passant capture "e.p.": read, and
		// checked. "exf6 e.p." read "no legal move starts so".
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6 e.p.", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6e.p.+", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6 ep", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e6 e.p.", `error: chess: illegal move "e6 e.p.": e.p. marks an en passant capture, but e6 is none`},
		{StartFEN, "e.p.", `error: chess: empty move`},
		// Figurine SAN, as lichess and PGN viewers copy it: either
		// colour's figurine reads as the piece's letter, a pawn's as none.
		{StartFEN, "♘f3", "g1f3"},
		{StartFEN, "♞f3", "g1f3"},
		{StartFEN, "♙e4", "e2e4"},
		{StartFEN, "♘f3+", "g1f3"},
		{kiwipete, "♗xa6", "e2a6"},
		{kiwipete, "♔f1", "e1f1"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "♘bd2", "b1d2"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8=♕+", "a7a8q"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8♘", "a7a8n"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8=♔", `error: chess: malformed move "a8=♔"`},
		{StartFEN, "♘f4", `error: chess: illegal move "♘f4"`},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.DecodeMove(c.text)
		if want, ok := strings.CutPrefix(c.want, "error: "); ok {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("DecodeMove(%q) in %s: error %v, want one containing %q", c.text, c.fen, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("DecodeMove(%q) in %s: %v", c.text, c.fen, err)
			continue
		}
		if got := p.EncodeMove(m, variants.Canonical); got != c.want {
			t.Errorf("DecodeMove(%q) in %s = %s, want %s", c.text, c.fen, got, c.want)
		}
	}
}

func TestEncodeMoveSAN(t *testing.T) {
	cases := []struct{ fen, uci, san string }{
		{StartFEN, "g1f3", "Nf3"},
		{StartFEN, "e2e4", "e4"},
		{kiwipete, "e1g1", "O-O"},
		{kiwipete, "e1c1", "O-O-O"},
		{kiwipete, "d5e6", "dxe6"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3"},
		{"7k/6pp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8#"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8+"},
		{"8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7a8q", "a8=Q"},
		{"k7/8/1K6/8/8/8/7Q/8 w - - 0 1", "h2h8", "Qh8#"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.DecodeMove(c.uci)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.EncodeMove(m, variants.Display); got != c.san {
			t.Errorf("SAN of %s in %s = %q, want %q", c.uci, c.fen, got, c.san)
		}
	}
}

func TestParseFENErrors(t *testing.T) {
	cases := []struct{ fen, want string }{
		{"", "empty"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "want 6 fields"},
		// Four fields are read (as EPD's are), so the error says the
		// clocks may be left out rather than demand all six.
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ", "the last two may be left out), got 3"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad piece letter"},
		{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "covers 7 files"},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "covers 9 files"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "White has 0 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "bad letter"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1", "twice"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "needs the king on e1 and a rook on h1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "must be on rank 6"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "no pawn has just advanced"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "not a square"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "halfmove clock"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "move number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "got 7"},
		{"4k3/8/8/8/8/8/8/4K2R b - - 0 1", ""}, // fine: not in check
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "side not to move is in check"},
		{"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn on rank 8"},
		{"QQQQkQQQ/QQQQQQQQ/QQ6/8/8/8/8/4K3 w - - 0 1", "at most 16"},
	}
	for _, c := range cases {
		_, err := ParseFEN(c.fen)
		if c.want == "" {
			if err != nil {
				t.Errorf("ParseFEN(%q): %v", c.fen, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "chess: bad FEN ") {
			t.Errorf("ParseFEN(%q) error %v, want `chess: bad FEN ...` containing %q", c.fen, err, c.want)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{StartFEN, kiwipete, pos3, pos4, pos4m, pos5, pos6,
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Encode(); got != fen {
			t.Errorf("Encode(ParseFEN(%q)) = %q", fen, got)
		}
	}
	p, err := ParseFEN("8/8/4k3/8/8/3K4/8/8 b - -")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Encode(); got != "8/8/4k3/8/8/3K4/8/8 b - - 0 1" {
		t.Errorf("short FEN encodes as %q", got)
	}
}
