package client

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rollout/uci"
	"rollout/variants"
	"rollout/variants/chess"
)

// fakeEnv, when set, makes the test binary act as a UCI engine instead of
// running the tests: "rollout" is the real rollout UCI server (the round
// trip), the others misbehave in one way each.
const fakeEnv = "ROLLOUT_FAKE_UCI"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fakeEngine(mode))
	}
	os.Exit(m.Run())
}

// fakeEngine speaks just enough UCI to misbehave as mode says:
//   - good: a correct engine that plays the first legal move with an info line;
//   - silent: never answers uci (no uciok);
//   - crash: exits with status 3 at go, after a word on stderr;
//   - hang: never answers go, not even after stop;
//   - illegal: answers go with bestmove e2e5;
//   - deaf: stops reading its input after the first position (it sleeps);
//   - orphan: starts a background child that holds its output
//     (sleep 1000 &, as a careless wrapper script does), then hangs at go;
//   - twice: answers every go with two bestmoves, the second a different
//     legal move;
//   - full: as good, but answers after the whole of go's movetime;
//   - rollout: the rollout UCI server itself.
func fakeEngine(mode string) int {
	if mode == "rollout" {
		if err := uci.Run(os.Stdin, os.Stdout, "fake"); err != nil {
			return 1
		}
		return 0
	}
	if mode == "orphan" {
		bg := exec.Command("sleep", "1000")
		bg.Stdout, bg.Stderr = os.Stdout, os.Stderr
		if err := bg.Start(); err != nil {
			return 4
		}
	}
	pos := variants.Position(chess.Variant.Start())
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			if mode == "silent" {
				continue
			}
			fmt.Println(strings.Join(append([]string{"id name Fake", mode}, os.Args[1:]...), " "))
			fmt.Println("option name Skill Level type spin default 20 min 0 max 20")
			fmt.Println("uciok")
		case "isready":
			fmt.Println("readyok")
		case "position":
			pos = chess.Variant.Start()
			rest := f[1:]
			if rest[0] == "fen" {
				i := 1
				for i < len(rest) && rest[i] != "moves" {
					i++
				}
				pos, _ = chess.Variant.Parse(strings.Join(rest[1:i], " "))
				rest = rest[i-1:]
			}
			if len(rest) > 1 && rest[1] == "moves" {
				for _, mt := range rest[2:] {
					m, _ := pos.DecodeMove(mt)
					pos.Play(m)
				}
			}
			if mode == "deaf" {
				time.Sleep(1000 * time.Second)
			}
		case "go":
			switch mode {
			case "crash":
				fmt.Fprintln(os.Stderr, "fake: segmentation fault")
				return 3
			case "hang", "orphan":
				continue
			case "illegal":
				fmt.Println("bestmove e2e5")
				continue
			}
			m := pos.LegalMoves(nil)[0]
			text := pos.EncodeMove(m, variants.Canonical)
			time.Sleep(20 * time.Millisecond)
			if i := slices.Index(f, "movetime"); mode == "full" && i >= 0 && i+1 < len(f) {
				ms, _ := strconv.Atoi(f[i+1])
				time.Sleep(time.Duration(ms) * time.Millisecond)
			}
			fmt.Printf("info depth 3 seldepth 5 score cp 25 wdl 400 350 250 nodes 1234 nps 61700 time 20 pv %s\n", text)
			fmt.Println("bestmove " + text)
			if mode == "twice" {
				ms := pos.LegalMoves(nil)
				fmt.Println("bestmove " + pos.EncodeMove(ms[len(ms)-1], variants.Canonical))
			}
		case "eval":
			// Stockfish's: a trace, then its value in pawns from
			// White's side; "illegal" has no such command.
			if mode == "illegal" {
				fmt.Println("Unknown command: 'eval'. Type help for more information.")
				continue
			}
			fmt.Println("NNUE evaluation        +0.28 (white side)")
			fmt.Println("Final evaluation       +0.35 (white side) [with scaled NNUE, hybrid, ...]")
		case "quit":
			return 0
		}
	}
	return 0
}
