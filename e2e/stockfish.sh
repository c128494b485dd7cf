#!/usr/bin/env bash
# e2e/stockfish.sh: an external UCI engine as a player in the real binary:
# random (white) against stockfish at skill level 0 (black) in the TUI,
# stockfish's thinking in the status bar and its principal variation in
# the table, played to a result. Skipped when stockfish is not installed.
source "$(dirname "$0")/lib.sh"

if ! command -v stockfish >/dev/null && [ ! -x /usr/games/stockfish ]; then
	echo "SKIP e2e/stockfish.sh: stockfish is not installed" >&2
	exit 0
fi
build
start 120 40 -variant chess -first random -second "'uci:stockfish,Skill Level=0,movetime=100'" -seed 1
wait_for 'uci:stockfish' 10
wait_for 'd[0-9]+ [-+#][0-9.]* ' 20 # a row's note: depth, score, variation
# Labelled by what stockfish reports (issue 21 item 8): nodes, and the
# line's depth, score and variation; never our rollouts, kr or net.
wait_for 'nodes, lines by its score' 10
wait_for 'move +nodes .*depth score line' 5
screen | grep -Eq 'uci:stockfish.* rollouts|uci:stockfish.* kr|move +nodes .* net ' && fail "stockfish's figures in our words"
wait_for '(White wins|Black wins|Draw) by ' 180
echo "stockfish: $(screen | grep -Eo '(White wins|Black wins|Draw) by [a-z0-9 -]*' | head -1)" >&2
tm send-keys -t "$PANE" q
exited_ok
echo "PASS e2e/stockfish.sh"
