// Command avoidable classifies the Connect Four games a player lost, read
// from `rollout match -jsonl` output: a loss is avoidable when some
// position where that player was to move could still be held (the solver
// proves a draw or a win there). The positions are solved from the last
// backwards, each within a time limit; one the solver cannot prove in
// time leaves the game unknown.
//
//	go run ./variants/connect4/cmd/avoidable -jsonl games.jsonl -player b -limit 20s
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"rollout/variants/connect4"
)

// game is the part of a match -jsonl line this command reads.
type game struct {
	Game   int      `json:"game"`
	AFirst bool     `json:"a_first"`
	Result string   `json:"result"`
	Start  string   `json:"start"`
	Moves  []string `json:"moves"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "avoidable:", err)
		os.Exit(1)
	}
}

func run() error {
	path := flag.String("jsonl", "", "the match's -jsonl file")
	who := flag.String("player", "b", "whose losses to classify: a or b")
	limit := flag.Duration("limit", 20*time.Second, "time to prove each position")
	flag.Parse()
	if *who != "a" && *who != "b" {
		return fmt.Errorf("-player %q: want a or b", *who)
	}
	connect4.SetTableBits(24)
	f, err := os.Open(*path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var lost, avoidable, unknown int
	for line := 1; sc.Scan(); line++ {
		var g game
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			return fmt.Errorf("%s line %d: %w", *path, line, err)
		}
		first := (*who == "a") == g.AFirst
		if !(first && g.Result == "0-1" || !first && g.Result == "1-0") {
			continue
		}
		lost++
		verdict, err := classify(g, first, *limit)
		if err != nil {
			return fmt.Errorf("%s line %d: %w", *path, line, err)
		}
		switch {
		case strings.HasPrefix(verdict, "avoidable"):
			avoidable++
		case strings.HasPrefix(verdict, "unknown"):
			unknown++ // before, "unavoidable" was counted here too
		}
		fmt.Printf("game %d: %s\n", g.Game, verdict)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Printf("losses %d: avoidable %d, unavoidable %d, unknown %d\n", lost, avoidable, lost-avoidable-unknown, unknown)
	return nil
}

// classify replays g and solves the loser's positions from the last back.
func classify(g game, first bool, limit time.Duration) (string, error) {
	p := connect4.New()
	if g.Start != "" {
		var err error
		if p, err = connect4.Parse(g.Start); err != nil {
			return "", err
		}
	}
	startFirst := p.Ply()%2 == 0
	var turns []*connect4.Position
	for _, text := range g.Moves {
		if (p.Ply()%2 == 0) == (startFirst == first) {
			turns = append(turns, p.Clone().(*connect4.Position))
		}
		m, err := p.DecodeMove(text)
		if err != nil {
			return "", err
		}
		p.Play(m)
	}
	for k := len(turns) - 1; k >= 0; k-- {
		v, ok := turns[k].SolveWithin(limit)
		if !ok {
			return fmt.Sprintf("unknown (not proven %d stones in)", turns[k].Ply()), nil
		}
		if v >= 0 {
			return fmt.Sprintf("avoidable (value %+d %d stones in)", v, turns[k].Ply()), nil
		}
	}
	return "unavoidable", nil
}
