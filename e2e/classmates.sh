#!/usr/bin/env bash
# e2e/classmates.sh: two students play each other over OpenSSH in tmux.
# alice chooses X human and O classmate, bob X classmate and O human;
# their moves reach each other's boards ("alice played b2"); alice's
# connection drops, bob is told at once that the game is saved; alice
# reconnects and resumes (R), and the game goes on on bob's board,
# where nobody pressed a key.
# Needs go, tmux and ssh (openssh-client).
source "$(dirname "$0")/lib.sh"

build

serve

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
wait_for 'alice left; your game is saved, and goes on here when they resume it' 20
seat alice
at alice
resume_here Tic-tac-toe 'X to play move 2'
keys : c 3 Enter
at bob
wait_for 'alice played c3' 20
[ "$(grep -c 'paired' "$LOG")" -ge 2 ] || fail "the second pairing is not logged"
echo "ok: classmates (alice and bob over OpenSSH, a drop and a resume that bob waits for)" >&2
