#!/usr/bin/env bash
# e2e/series.sh: watch mode with a series at 80x24 (issue 21 items 2, 3
# and 5): + shortens the pause and the message says so; ? lists every key
# of the play screen; reviewing a finished game ([) pauses the series
# until end leaves the review, then the next game starts; n plays one
# move and pauses, enter goes on. Needs go and
# tmux; run from anywhere.
source "$(dirname "$0")/lib.sh"

build
start 80 24 -variant tictactoe -first flat -second flat -games 3 -rollouts 200 -pause 2s -seed 1 -no-color
wait_for 'Series: game 1 of 3' 10
tm send-keys -t "$PANE" +
wait_for 'Pause between moves: 1s \(\+ faster, - slower\)' 5
tm send-keys -t "$PANE" -
wait_for 'Pause between moves: 2s \(\+ faster, - slower\)' 5
# The full help: every key, none cut behind "…".
tm send-keys -t "$PANE" '?'
for re in 'u +undo' 'r +new game' 'esc +setup' 'q +quit' 'w +heat map' 'A +analyse this position' '\+/- +speed' 'space +pause/go on \(enter\)' 'n +one move/next game'; do
	wait_for "$re" 5
done
no_wide_lines 80
# ? turns the help's pages (the figures' glossary follows the keys) and
# closes it after the last.
while screen | grep -q 'next help page'; do
	tm send-keys -t "$PANE" '?'
	sleep 0.3
done
tm send-keys -t "$PANE" '?'
wait_gone 'closes the help' 5
# Game 1 ends; the review holds the series.
wait_for 'game 2 of 3 next' 40
tm send-keys -t "$PANE" '['
wait_for 'the series waits' 5
sleep 3
screen | grep -q 'Series: game 1 of 3' || fail "the series went on during the review"
tm send-keys -t "$PANE" End
wait_for 'Series: game 2 of 3' 10
no_wide_lines 80
# n plays one move and pauses; enter goes on, like space.
tm send-keys -t "$PANE" n
wait_for 'Paused: space resumes, n plays one move' 5
tm send-keys -t "$PANE" Enter
wait_gone 'Paused: space resumes' 5
tm send-keys -t "$PANE" C-c
exited_ok
echo "ok: series.sh"
