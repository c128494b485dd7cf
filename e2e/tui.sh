#!/usr/bin/env bash
# e2e/tui.sh: drives the real rollout binary in tmux like a person: plays
# tic-tac-toe against the flat engine with keys and a mouse click, resizes
# the window, is refused a take-back once the game is over, takes a move
# back in the next game and quits; then quits by SIGINT. Needs go and
# tmux; run from anywhere: e2e/tui.sh. Exits non-zero, printing the pane,
# on any unexpected screen.
source "$(dirname "$0")/lib.sh"

build
start 100 30 -variant tictactoe -first human -second flat -time 300ms -seed 1
wait_for 'X to move' 10

# First move by mouse: click the centre square, found on the screen.
click_square b2
wait_for '1\. b2 +[a-c][1-3]' 10
wait_for 'flat played [a-c][1-3] \([a-z -]+\): [0-9.]+ s \| [0-9.]+ kr \| [0-9.]+ kr/s' 5
wait_for '\*\*\*\*' 5

# Resize: smaller, too small, and back; never a line wider than the pane.
tm resize-window -t "$SESSION" -x 60 -y 20
wait_for '^Tic-tac-toe' 5
no_wide_lines 60
tm resize-window -t "$SESSION" -x 24 -y 8
wait_for 'Terminal too small' 5
no_wide_lines 24
tm resize-window -t "$SESSION" -x 100 -y 30
wait_for 'X to move' 5
no_wide_lines 100

# Typing: q inside the move input must not quit, esc closes the input.
tm send-keys -t "$PANE" ':' 'q'
wait_for 'move> q' 5
tm send-keys -t "$PANE" Escape
wait_for 'X to move' 5

# Play on with typed squares, skipping taken ones, until the game ends
# (a taken square stays in the input to correct: esc clears it).
move=2
for sq in a1 c3 a3 c1 a2 b1 b3 c2; do
	if screen | grep -Eq 'Game over'; then break; fi
	tm send-keys -t "$PANE" -l "$sq"
	tm send-keys -t "$PANE" Enter
	case $(which_of 'Game over' "square $sq is taken" "$move\. $sq +[a-c][1-3]") in
	0) break ;;
	1)
		tm send-keys -t "$PANE" Escape
		continue
		;;
	2) move=$((move + 1)) ;;
	esac
done
wait_for 'Game over: (X wins|O wins|Draw) by ' 10
echo "result: $(screen | grep -Eo 'Game over: [^;]*' | head -1)" >&2

# A finished game takes no take-back: u says so and the result stays; r
# starts a new game at once (nothing in progress to lose).
tm send-keys -t "$PANE" u
wait_for 'No take-backs: the game is over' 5
screen | grep -q 'Took back' && fail "a take-back in a finished game"
tm send-keys -t "$PANE" r
wait_for 'New game' 5

# Take back during play: the person's move and the engine's reply. A game
# in progress asks before r throws it away; u in between cancels the ask.
tm send-keys -t "$PANE" -l b2
tm send-keys -t "$PANE" Enter
wait_for '1\. b2 +[a-c][1-3]' 10
tm send-keys -t "$PANE" r
wait_for 'Press r again' 5
tm send-keys -t "$PANE" u
wait_for 'Took back: X to play move 1' 5
screen | grep -q '1\. b2' && fail "b2 still in the move list after the takeback"
tm send-keys -t "$PANE" q
exited_ok

# SIGINT (kill -INT) is a quit like q: status 0, no "program was killed".
restart 100 30 -variant tictactoe -first human -second flat -time 300ms -seed 1
wait_for 'X to move' 10
pid=$(pgrep -f -- "^$BIN -variant tictactoe") || fail "no rollout process found"
kill -INT "$pid"
wait_for '^EXITED (0|130)' 5
screen | grep -q 'killed' && fail "SIGINT printed an error"
echo "PASS e2e/tui.sh"
