#!/usr/bin/env bash
# e2e/chess.sh: a few chess moves against the flat engine with short think
# times (clicks and SAN typed), flip, takeback, save PGN, then a promotion
# from a position text; f-moves, q asked twice, move now; a large
# terminal. Needs go and tmux.
source "$(dirname "$0")/lib.sh"

build
start 100 30 -variant chess -first human -second flat -time 200ms -seed 1
wait_for 'White to move' 10

# 1. e4 by click-click; the selected pawn's targets are marked.
click_square e2
wait_for '^ *3 .*•' 5
click_square e4
wait_for '1\. e4 +[A-Za-z]' 10
wait_for 'flat played' 5

# 2. Nf3 typed (N opens the move input by itself).
tm send-keys -t "$PANE" -l 'Nf3'
wait_for 'move> Nf3' 5
tm send-keys -t "$PANE" Enter
wait_for '2\. Nf3 +[A-Za-z]' 10

# Flip and back: v, since f begins moves (f4, fxe5).
tm send-keys -t "$PANE" v
wait_for '^ *h  g  f  e  d  c  b  a' 5
tm send-keys -t "$PANE" v
wait_for '^ *a  b  c  d  e  f  g  h' 5

# Take back Nf3 and the reply.
tm send-keys -t "$PANE" u
wait_for 'Took back: White to play move 2' 5
screen | grep -q '2\. Nf3' && fail "Nf3 still in the move list"

# Save: the file exists and holds the game with the engine's comment.
tm send-keys -t "$PANE" s
wait_for 'Saved .*rollout-[0-9-]+\.pgn' 5
pgn=$(ls "$WORK"/rollout-*.pgn) || fail "no PGN file in $WORK"
grep -q '^1\. e4 ' "$pgn" || fail "PGN without 1. e4: $(cat "$pgn")"
grep -q '{flat [0-9]* rollouts, mean' "$pgn" || fail "PGN without engine comment: $(cat "$pgn")"

# A move that begins with f is typed like any other (f is not a command).
tm send-keys -t "$PANE" f
wait_for 'move> f' 5
tm send-keys -t "$PANE" -l '4'
tm send-keys -t "$PANE" Enter
wait_for '2\. f4 +[A-Za-z]' 10

# q in a game in progress asks first; any other key takes the question away.
tm send-keys -t "$PANE" q
wait_for 'Press q again to quit' 5
tm send-keys -t "$PANE" '?'
wait_gone 'Press q again' 5
tm send-keys -t "$PANE" '?'
tm send-keys -t "$PANE" q
wait_for 'Press q again to quit' 5
tm send-keys -t "$PANE" q
exited_ok

# Move now: the engine has 60 s to think; m makes it play its best move so
# far at once, and the status says so.
restart 100 30 -variant chess -first human -second flat -time 60s -seed 1
wait_for 'White to move' 10
tm send-keys -t "$PANE" -l 'e4'
tm send-keys -t "$PANE" Enter
wait_for 'flat \(Black\) thinking: [0-9.]+ s' 10
sleep 0.5
tm send-keys -t "$PANE" m
wait_for 'Moved now: flat \(Black\) played [A-Za-z]' 5
wait_for 'flat played .*\(moved now\)' 5
wait_for '1\. e4 +[A-Za-z]' 5
tm send-keys -t "$PANE" q q
exited_ok

# Promotion: a7-a8 by clicks, the prompt, n for a knight.
restart 100 30 -variant chess -position "'8/P7/8/8/8/8/8/k6K w - - 0 1'" -first human -second flat -time 200ms
wait_for 'White to move' 10
click_square a7
click_square a8
wait_for 'Promote to: q=queen r=rook b=bishop n=knight' 5
tm send-keys -t "$PANE" n
wait_for '1\. a8=N' 5
tm send-keys -t "$PANE" q q
exited_ok
# A large terminal: the board is drawn with large squares, centred, and a
# click still lands on the square drawn under it.
restart 200 60 -variant chess -first human -second flat -time 200ms -seed 1
wait_for 'White to move' 10
no_wide_lines 200
click_square d2
click_square d4
wait_for '1\. d4 +[A-Za-z]' 10
tm send-keys -t "$PANE" q q
exited_ok
echo "PASS e2e/chess.sh"
