#!/usr/bin/env bash
# e2e/rollerball.sh: Rollerball against the flat engine from position texts
# kept short: a pawn promotion (d6-e6 as a bishop, by clicks), then a
# mate in one typed as text, with the end-of-game scores. Needs go and tmux.
source "$(dirname "$0")/lib.sh"

build
start 100 30 -variant rollerball -position "'1k5/3P3/2###2/2###2/2###2/7/3K3 w 0'" -first human -second flat -time 200ms -seed 1
wait_for 'White to move' 10
wait_for 'moves go clockwise' 5
screen | grep -Eq '(░░░|###)' || fail "the hole is not drawn"
click_square d6
click_square e6
wait_for 'Promote to: (b=bishop r=rook|r=rook b=bishop)' 5
tm send-keys -t "$PANE" b
wait_for '1\. d6e6b' 5
wait_for '1\. d6e6b +[a-g][1-7][a-g][1-7]' 10
tm send-keys -t "$PANE" q q
exited_ok

restart 100 30 -variant rollerball -position "'6k/2RB3/2###2/2###2/P1###p1/5pb/1K5 w 56'" -first human -second flat -time 200ms -seed 1
wait_for 'White to move' 10
tm send-keys -t "$PANE" -l ':c6c7'
tm send-keys -t "$PANE" Enter
wait_for 'Game over: White wins by checkmate; White 99/9, Black 1/7 \(victory/margin\)' 5
tm send-keys -t "$PANE" q
exited_ok
echo "PASS e2e/rollerball.sh"
