#!/usr/bin/env bash
# e2e/classroom.sh: a class over OpenSSH in tmux. A teacher and two
# students, each with their own key (named alice and bob by the keys'
# comments), connect to rollout serve -teachers; the teacher's screen
# lists both by name and where they are; the teacher opens lesson 2 for
# everyone (both students' screens show it), shows everyone a chess
# position (both study it), and ends it (both go back to the setup
# screen), and on a window too small for the list esc closes its input
# line; a student's game is refused under -modes learn,study.
# Needs go, tmux, ssh and ssh-keygen (openssh-client).
source "$(dirname "$0")/lib.sh"

build

for who in teacher alice bob; do
	ssh-keygen -q -t ed25519 -N "" -C "$who" -f "$WORK/$who"
done
cat "$WORK/alice.pub" "$WORK/bob.pub" >"$WORK/students"
cp "$WORK/teacher.pub" "$WORK/teachers"

serve -authorized-keys "$WORK/students" -teachers "$WORK/teachers" -modes learn,study

seat teacher 80 24
at teacher
wait_for 'Teacher: 0 students' 15
seat alice
seat bob
at alice
wait_for 'set up a game' 15
at bob
wait_for 'set up a game' 15
at teacher
wait_for 'Teacher: 2 students' 10
wait_for '^> alice +setup' 10
wait_for '^  bob +setup' 10

# A game is closed to this class.
at alice
tm send-keys -t "$PANE" Enter
wait_for 'the teacher has not opened play on this server' 10

# Lesson 2 for everyone.
at teacher
tm send-keys -t "$PANE" c
wait_for 'lesson>' 5
tm send-keys -t "$PANE" 2 Enter
wait_for 'showing: lesson 2' 10
for who in alice bob; do
	at "$who"
	wait_for '^Lesson 2 of' 10
done
at teacher
wait_for 'alice +learn +lesson 2, its idea' 10

# A chess position for everyone, then the end of it.
tm send-keys -t "$PANE" f
wait_for 'game position>' 5
tm send-keys -t "$PANE" C-u "chess rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" Enter
wait_for 'Shown to every student' 10
for who in alice bob; do
	at "$who"
	wait_for '^Study  Chess' 15
	no_wide_lines 80
done
at teacher
wait_for 'bob +study' 10
tm send-keys -t "$PANE" z
wait_for 'Ended: every student is back' 10
wait_for 'bob +setup' 10
# On a window too small for the list, esc still closes the input line.
keys f
wait_for 'game position>' 5
tm resize-window -t "$SESSION:teacher" -x 24 -y 6
wait_for 'Too small|Terminal too small' 10
keys Escape
sleep 0.5
tm resize-window -t "$SESSION:teacher" -x 80 -y 24
wait_for 'Teacher: 2 students' 10
wait_gone 'game position>' 5
grep -q 'name=alice' "$LOG" || fail "the log does not name alice"
grep -q 'push.*lesson 2' "$LOG" || fail "the push is not logged"
echo "ok: classroom (teacher, alice, bob over OpenSSH)" >&2
