#!/usr/bin/env bash
# e2e/invite.sh: students invite each other over OpenSSH in tmux. A
# teacher and three students (alice, bob, carol: their keys' comments)
# connect to rollout serve -teachers; alice sets up tic-tac-toe on a 15+10
# clock against "@bob" and starts it, bob's screen shows the invitation
# and he accepts (ctrl+y); their moves reach each other with the
# mover's clock, both screens show the same clocks (alice's running
# before her first move too); carol watches their
# game (ctrl+o) and sees bob's move; the teacher's list has them
# playing and the teacher watches it too; carol's r on the watched game
# changes nothing; alice's connection drops, bob and carol are told, and
# alice resumes: the game goes on, bob pressing nothing; carol invites bob and leaves
# that game: bob's line says at once the invitation is withdrawn, and
# his ctrl+y that it is gone.
# Needs go, tmux, ssh and ssh-keygen (openssh-client).
source "$(dirname "$0")/lib.sh"

build

for who in teacher alice bob carol; do
	ssh-keygen -q -t ed25519 -N "" -C "$who" -f "$WORK/$who"
done
cat "$WORK/alice.pub" "$WORK/bob.pub" "$WORK/carol.pub" >"$WORK/students"
cp "$WORK/teacher.pub" "$WORK/teachers"

serve -authorized-keys "$WORK/students" -teachers "$WORK/teachers"

# clock SIDE: the clock SIDE's line shows on the board of the window read.
clock() { screen | grep -Eo "^ *(▶ )?$1 +[0-9]+:[0-9.]+" | grep -Eo '[0-9]+:[0-9.]+$'; }
# same_clock SIDE WHO...: waits until the boards of WHO... all show
# SIDE's clock (a stopped one: the side not to move) alike. A board
# draws its clocks on its own frame, so one capture may come before the
# other board has drawn the move it was sent.
same_clock() {
	local side=$1 i who v first seen
	shift
	for ((i = 0; i < 100; i++)); do
		((i == 0)) || sleep 0.05
		first="" seen=""
		for who in "$@"; do
			v=$(at "$who" && clock "$side") || v=""
			seen+="$who $v, "
			[ -n "$v" ] && { [ -z "$first" ] || [ "$v" = "$first" ]; } || continue 2
			first=$v
		done
		return 0
	done
	fail "$side's clock differs between the boards: ${seen%, }"
}

seat teacher
seat alice
seat bob
seat carol
at teacher
wait_for 'Teacher: 3 students' 15
for who in alice bob carol; do
	at "$who"
	wait_for 'set up a game' 15
done

# alice invites bob to tic-tac-toe on a 15+10 clock. Her clock runs
# from her start (bob's board opens on it as it stands on hers), and
# before her first move the script waits for five screens, each given
# PATIENCE: at load 12 a 3+2 clock ran out before it ("a flag fell
# before that side's first move"). 15 minutes outlast every wait.
at alice
choose Clock '15\+10 ' Right
choose O '@bob ' Left
wait_for 'bob, connected now' 5
keys Enter
began=$SECONDS
wait_for 'Invited bob: the game goes on when they accept' 15
at bob
wait_for 'alice invites you to Tic-tac-toe as O \(15\+10\): ctrl\+y yes, ctrl\+n no' 15
keys C-y
wait_for 'X @alice vs O human' 15
at alice
wait_for 'bob accepted your invitation' 15
# Before her first move alice's clock runs on both boards alike: bob's
# opened on it as it stands on hers.
same_clock X alice bob

# Their moves, each with its mover's clock; the same clocks on both boards.
keys Enter # b2, where the cursor starts
first=$((SECONDS - began))
at bob
wait_for 'alice played b2 \(clock [0-9]+:[0-9]{2}\)' 20
same_clock X alice bob
at teacher
wait_for 'alice +play' 10
wait_for 'bob +play' 10

# carol and the teacher watch their game, and see bob's move.
at carol
keys C-o
wait_for 'X alice#1 .*vs O bob#1' 15
at teacher
keys C-o
wait_for 'X alice#1 .*vs O bob#1' 15
at bob
keys : a 1 Enter
at alice
wait_for 'bob played a1 \(clock [0-9]+:[0-9]{2}\)' 20
at carol
wait_for 'bob played a1' 20
keys r # a watched game is read-only: r neither restarts it nor waits
wait_for 'Watching: read-only' 10
at teacher
wait_for 'bob played a1' 20
keys Escape
wait_for 'Press esc again' 10
keys Escape
wait_for 'Teacher: 3 students' 10
same_clock O alice bob carol # the watcher's board shows the same clocks

# alice's connection drops: bob and carol are told.
tm kill-window -t "$SESSION:alice"
at bob
wait_for 'alice left; your game is saved' 20
at carol
wait_for 'the game you watched has ended' 20

# alice resumes: bob's board, where nobody pressed a key, goes on.
at bob
wait_for 'goes on here when they resume it' 5
seat alice
at alice
resume_here Tic-tac-toe 'X to play move 2'
keys : c 3 Enter
at bob
wait_for 'alice played c3 \(clock [0-9]+:[0-9]{2}\)' 20
# carol invites bob, then leaves that game before he accepts: bob's
# ctrl+y is told so, and he stays in his game with alice.
at carol
keys Escape # the watched game asks first
sleep 0.5
screen | grep -q 'Press esc again' && keys Escape
wait_for 'set up a game' 10
choose O '@bob ' Left
keys Enter
wait_for 'Invited bob' 15
keys Escape # no move made yet: it may not ask
sleep 0.5
screen | grep -q 'Press esc again' && keys Escape
wait_for 'set up a game' 10
at bob
wait_for "carol's invitation is withdrawn: carol has left that game" 15
keys C-y
wait_for "carol's invitation is gone: carol has left that game" 10
screen | grep -q 'X @alice vs O human' || fail "bob left his game for a withdrawn invitation"

[ "$(grep -c 'paired' "$LOG")" -ge 2 ] || fail "the second pairing is not logged"
grep -q 'invite="alice invites bob"' "$LOG" || fail "the invitation is not logged"
grep -q 'watch="carol watches alice and bob"' "$LOG" || fail "the watch is not logged"
echo "ok: invite (a teacher, alice, bob and carol over OpenSSH: an invitation, clocks, two watches, a drop and a resume, a withdrawn invitation; alice's first move ${first} s after her start)" >&2
