#!/usr/bin/env bash
# e2e/engines.sh: two engines play each other in the real binary: a
# tic-tac-toe game paused with space, stepped with n and resumed to the
# end; then a chess game between two engines from a mate-in-one position,
# which must end by checkmate and save its PGN on its own. Exits non-zero,
# printing the pane, on any unexpected screen.
source "$(dirname "$0")/lib.sh"

build
start 100 30 -variant tictactoe -first flat -second uct -time 200ms -seed 3
wait_for '1\. [a-c][1-3]' 10
tm send-keys -t "$PANE" Space
wait_for 'Paused' 5
moves_now() { screen | grep -Eo '[a-c][1-3]' | wc -l; }
before=$(moves_now)
sleep 1
[ "$(moves_now)" -eq "$before" ] || fail "moves were played while paused"
tm send-keys -t "$PANE" n
wait_for '(flat|uct) played [a-c][1-3]' 10
tm send-keys -t "$PANE" Space
wait_for 'Game over: (X wins|O wins|Draw) by ' 20
echo "tic-tac-toe: $(screen | grep -Eo 'Game over: [^;]*' | head -1)" >&2
tm send-keys -t "$PANE" q
exited_ok

restart 100 30 -variant chess -position "'6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'" -first flat -second flat -rollouts 4000 -seed 1
wait_for 'Ra8#' 20
wait_for 'White wins by checkmate' 5
wait_for 'saved .*\.pgn' 5
pgn=$(ls "$WORK"/*.pgn 2>/dev/null | head -1)
[ -n "$pgn" ] || fail "no PGN file written in $WORK"
grep -q '1\. Ra8#' "$pgn" || fail "PGN lacks the mate: $(cat "$pgn")"
grep -q '{flat ' "$pgn" || fail "PGN lacks the engine comment: $(cat "$pgn")"
tm send-keys -t "$PANE" q
exited_ok
echo "PASS e2e/engines.sh"
