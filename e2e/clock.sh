#!/usr/bin/env bash
# e2e/clock.sh: a timed game in the real rollout binary in tmux (issue 26).
# A 0.2+0 game (12 s each) against flat: no clock runs before the
# person plays 1. e4, the engine answers on its own clock, then the
# person's clock is left to run out: the game ends "White loses on time" and the PGN written has
# [TimeControl "12+0"], [Result "0-1"] and a [%clk] after every move.
# Then a 3+2 game killed with -9 after the engine's reply resumes (R on
# the setup screen) with the clocks as saved: the waiting clock to the
# second. Last, two engines watched on a 0.1+0 clock, a series: both
# clocks shown, flat's running down. Needs go and tmux; run from
# anywhere: e2e/clock.sh.
source "$(dirname "$0")/lib.sh"

build
export ROLLOUT_STATE_DIR="$WORK/state"
mkdir -p "$WORK/games"

start 80 24 -variant chess -second flat -rollouts 500 -seed 3 -tc 0.2+0 -pgn-out "$WORK/games" -no-color
wait_for 'White to move' 10
wait_for '^ *White +0:12( |$)' 5 # no clock runs before White's first move
sleep 1
screen | grep -Eq '^ *White +0:12( |$)' || fail "White's clock ran before the first move: $(screen)"
tm send-keys -t "$PANE" ':e4' Enter
wait_for '1\. e4 +([0-9]+:[0-9.]+ +)?[a-hKQRBNO]' 20
wait_for 'Game over: White loses on time' 30
no_wide_lines 80
pgn=$(ls "$WORK"/games/*.pgn 2>/dev/null | head -1)
[[ -n $pgn ]] || fail "no PGN written"
grep -q '\[TimeControl "12+0"\]' "$pgn" || fail "no TimeControl 12+0 in $pgn"
grep -q '\[Result "0-1"\]' "$pgn" || fail "no Result 0-1 in $pgn"
grep -q '\[Termination "White loses on time"\]' "$pgn" || fail "no Termination in $pgn"
[[ $(grep -o '%clk' "$pgn" | wc -l) -eq 2 ]] || fail "not a [%clk] on each of the 2 moves: $(cat "$pgn")"

restart 80 24 -variant chess -second flat -rollouts 500 -seed 3 -tc 3+2 -no-color
wait_for 'White to move' 10
tm send-keys -t "$PANE" ':e4' Enter
# The list shows every move's time after it, the engine's reply's too.
wait_for '1\. e4 +3:02 +[a-hKQRBNO][^ ]* +3:0[0-9]' 20
wait_for 'White to move' 10
black=$(screen | grep -Eo '^ +Black +[0-9]+:[0-9]{2}' | tr -s ' ')
[[ -n $black ]] || fail "no Black clock on the screen"
sleep 1 # the autosave after the reply is written off the Update goroutine
# The binary is the pane's shell's child: killed by its id, nothing else.
shell=$(tm display-message -p -t "$PANE" '#{pane_pid}')
pid=$(pgrep -P "$shell" -x "$(basename "$BIN")") || fail "no rollout process in the pane"
kill -9 "$pid"
restart 80 24 -no-color
wait_for 'R resumes' 10
tm send-keys -t "$PANE" R
wait_for 'Resumed: White to play move 2' 10
again=$(screen | grep -Eo '^ +Black +[0-9]+:[0-9]{2}' | tr -s ' ')
[[ $again == "$black" ]] || fail "Black's clock was '$black' before the kill, '$again' after"
wait_for '^ *> White +[0-9]+:[0-9]{2}' 5
# Two engines watched on the clock, a series of two (-tc with two
# engines was refused): the title names the control, both clocks are on
# the board, and flat's runs down as it thinks (random's moves take no
# time).
restart 80 24 -variant chess -first flat -second random -seed 3 -tc 0.1+0 -games 2 -pause 0 -no-color
wait_for 'Series: game 1 of 2' 10
wait_for '^Chess 0\.1\+0' 5
wait_for 'White +0:0[0-4]' 30
screen | grep -Eq 'Black +0:0[0-6]' || fail "no Black clock on the screen"
echo "PASS: e2e/clock.sh"
