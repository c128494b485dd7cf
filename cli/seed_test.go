package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"rollout/match"
	"rollout/uci"
)

// The same position, player, seed and rollout budget choose the same move
// whichever entry point asks: analyze, the first move of a match's first
// game, and a UCI session. Each seeds its player with
// engine.PlayerSeed(seed, side to move).
func TestSameSeedSameMoveEverywhere(t *testing.T) {
	// Ten plies from the 50-move rule: every game and rollout is short, and
	// many moves score alike, so the choice rests on the random streams.
	const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 90 50"
	for _, seed := range []string{"1", "2"} {
		_, out, errOut := run(t, "analyze", "-variant", "chess", "-position", fen, "-player", "flat", "-rollouts", "3000", "-seed", seed)
		analyzed := strings.TrimPrefix(lastLine(out), "bestmove ")
		if analyzed == "" || strings.Contains(analyzed, " ") {
			t.Fatalf("analyze: %q %s", out, errOut)
		}

		code, out, errOut := run(t, "match", "-variant", "chess", "-position", fen, "-a", "flat", "-b", "random",
			"-games", "1", "-rollouts", "3000", "-seed", seed, "-jsonl", "-")
		if code != 0 {
			t.Fatalf("match: %d %s", code, errOut)
		}
		var line match.Line
		if err := json.Unmarshal([]byte(strings.SplitN(out, "\n", 2)[0]), &line); err != nil || len(line.Moves) == 0 {
			t.Fatalf("match output %q: %v", out, err)
		}

		played := uciBestmove(t, "setoption name Player value flat", "setoption name Seed value "+seed, "position fen "+fen, "go nodes 3000")
		if line.Moves[0] != analyzed || played != analyzed {
			t.Fatalf("seed %s: analyze %s, match %s, uci %s", seed, analyzed, line.Moves[0], played)
		}
	}
}

// uciBestmove sends the commands to a UCI session and returns the move of
// its first bestmove line.
func uciBestmove(t *testing.T, commands ...string) string {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- uci.Run(inR, outW, "test"); outW.Close() }()
	go func() {
		for _, c := range commands {
			io.WriteString(inW, c+"\n")
		}
	}()
	sc := bufio.NewScanner(outR)
	move := ""
	for sc.Scan() {
		if m, ok := strings.CutPrefix(sc.Text(), "bestmove "); ok {
			move = m
			break
		}
	}
	io.WriteString(inW, "quit\n")
	go io.Copy(io.Discard, outR)
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the UCI session did not end after quit")
	}
	return move
}
