#!/usr/bin/env bash
# e2e/classmates.sh: two students play each other over OpenSSH in tmux.
# alice chooses X human and O classmate, bob X classmate and O human;
# their moves reach each other's boards ("alice played b2"); alice's
# connection drops, bob is told at once that the game is saved; both
# reconnect and resume (R), and the games pair again where they were.
# Needs go, tmux and ssh (openssh-client).
source "$(dirname "$0")/lib.sh"

build

serve

# seat WHO: WHO's ssh in a window of its own (100x30).
seat() {
	local cmd="ssh -tt -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o PubkeyAuthentication=no $1@127.0.0.1; echo EXITED \$?; sleep 60"
	if ! tm has-session -t "$SESSION" 2>/dev/null; then
		tm new-session -d -s "$SESSION" -n "$1" -x 100 -y 30 "$cmd"
	else
		tm new-window -t "$SESSION" -n "$1" "$cmd"
	fi
}
# choose LABEL REGEX KEY: on the row LABEL, presses KEY until the row
# shows REGEX (the named classmates, "@bob", come after "classmate" and
# arrive as students connect, so a row is chosen by what it shows).
choose() {
	local i
	field "$1"
	for ((i = 0; i < 20; i++)); do
		screen | grep -Eq "^> $1 +. $2" && return 0
		keys "$3"
		sleep 0.2
	done
	fail "no $2 on the row $1"
}
# at WHO: the wait helpers read WHO's window.
at() { PANE="$SESSION:$1.0"; }
keys() { tm send-keys -t "$PANE" "$@"; }
# field LABEL: moves the setup screen's focus down to the field LABEL.
field() {
	local i
	for ((i = 0; i < 30; i++)); do
		screen | grep -Eq "^> $1 " && return 0
		keys Down
		sleep 0.1
	done
	fail "no setup field $1"
}

seat alice
seat bob
at alice
wait_for 'set up a game' 15
field O
keys Right
wait_for 'O +. classmate' 5
keys Enter
wait_for 'X human vs O classmate' 10
at bob
wait_for 'set up a game' 15
choose X 'classmate ' Left
choose O 'human ' Right
keys Enter
wait_for 'X classmate .*vs O human' 10

at alice
keys Enter # b2, where the cursor starts
at bob
wait_for 'alice played b2' 20
keys : a 1 Enter
at alice
wait_for 'bob played a1' 20

# alice's connection drops: bob's classmate, waiting for her move, says so.
tm kill-window -t "$SESSION:alice"
at bob
wait_for 'alice left; your game is saved' 20
keys Escape
wait_for 'Press esc again' 10
keys Escape
wait_for 'R resumes: Tic-tac-toe, X to play move 2' 10
keys R
wait_for 'Resumed: X to play move 2' 10
seat alice
at alice
wait_for 'R resumes: Tic-tac-toe, X to play move 2' 15
keys R
wait_for 'Resumed: X to play move 2' 10
keys : c 3 Enter
at bob
wait_for 'alice played c3' 20
[ "$(grep -c 'paired' "$LOG")" -ge 2 ] || fail "the second pairing is not logged"
echo "ok: classmates (alice and bob over OpenSSH, a drop and a resume)" >&2
