// Command rollout is a terminal client for playing and studying Monte Carlo
// game engines: chess, Rollerball, tic-tac-toe and nim against pure Monte
// Carlo, roulette-wheel and UCT players, plus headless commands (perft,
// analyze, match, bench, uci) for scripts and chess GUIs.
//
// main only hands the arguments to the cli package, which holds the flags
// and commands; run `rollout -h` for them.
package main

import (
	"os"

	"rollout/cli"
)

func main() {
	os.Exit(cli.Main(&cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}
