#!/usr/bin/env bash
# e2e/autosave.sh: autosave and resume in the real rollout binary in tmux.
# A chess game: two moves each, then SIGTERM while the engine is
# thinking (mid-search); the program exits cleanly with the game in the
# resume slot; started again on the same state directory, the setup
# screen offers it, R resumes it: the same moves, the same board, the
# same side to move, the engine thinking again; SIGHUP then leaves it
# saved too. Then a corrupt save is
# reported on the setup screen and moved aside. Needs go and tmux.
source "$(dirname "$0")/lib.sh"

build
export ROLLOUT_STATE_DIR="$WORK/state"
SLOT="$ROLLOUT_STATE_DIR/autosave.json"

# The engine has 600 s a move, so it is surely still thinking when
# SIGTERM and SIGHUP come below (with 4 s, a loaded machine's captures
# took longer and it had replied to Nc3 first); m (move now) makes it
# reply at once to the first two moves.
start 100 32 -variant chess -second flat -time 600s -seed 7 -no-color
wait_for 'White to move' 10
tm send-keys -t "$PANE" ':e4' Enter
wait_for 'flat \(Black\) thinking' 10
tm send-keys -t "$PANE" m
wait_for '1\. e4 +[a-hKQRBNO]' 20
tm send-keys -t "$PANE" ':d4' Enter
wait_for 'flat \(Black\) thinking' 10
tm send-keys -t "$PANE" m
wait_for '2\. d4 +[a-hKQRBNO]' 20
# A third move; SIGTERM while the engine thinks about its reply.
tm send-keys -t "$PANE" ':Nc3' Enter
wait_for 'flat \(Black\) thinking' 10
moves=$(screen | grep -Eo '[0-9]+\. [^ ]+ +[^ ]*' | tr -s ' ')
board=$(screen | sed -E 's/[][>~!<]/ /g' | grep -E '^ +[1-8]  ' | cut -c1-28 | sed -E 's/ +$//')
pid=$(pgrep -P "$(tm display -p -t "$PANE" '#{pane_pid}')" -x rollout) || fail "no rollout process"
kill -TERM "$pid"
wait_for '^EXITED 0' 10
[ -s "$SLOT" ] || fail "no save in $SLOT after SIGTERM"
grep -q '"move": "b1c3"' "$SLOT" || fail "the save lacks Nc3"

# Resume: the same moves, board and side to move.
restart 100 32 -no-color
wait_for 'R resumes: Chess, Black to play move 3, White human vs Black flat' 10
tm send-keys -t "$PANE" R
wait_for 'Resumed: Black to play move 3' 10
wait_for 'flat \(Black\) thinking' 10
again=$(screen | grep -Eo '[0-9]+\. [^ ]+ +[^ ]*' | tr -s ' ')
[ "$again" = "$moves" ] || fail "moves before: $moves; after: $again"
board2=$(screen | sed -E 's/[][>~!<]/ /g' | grep -E '^ +[1-8]  ' | cut -c1-28 | sed -E 's/ +$//')
[ "$board2" = "$board" ] || fail "board before:
$board
after:
$board2"
# SIGHUP (the terminal gone) while the engine thinks: a clean exit, the
# game still in the slot.
pid=$(pgrep -P "$(tm display -p -t "$PANE" '#{pane_pid}')" -x rollout) || fail "no rollout process"
kill -HUP "$pid"
wait_for '^EXITED 0' 10
grep -q '"move": "b1c3"' "$SLOT" || fail "the save lost Nc3 after SIGHUP"

# A corrupt save: reported, moved aside, the setup screen still works.
echo '{"version": 1, "variant": "chess", "moves": [{"move": "e9e4"}' >"$SLOT"
restart 100 32 -no-color
wait_for 'could not be read' 10
wait_for 'moved aside' 5
ls "$ROLLOUT_STATE_DIR"/autosave.json.bad-* >/dev/null 2>&1 || fail "the corrupt save was not moved aside"
[ ! -e "$SLOT" ] || fail "the corrupt save is still in the slot"
tm send-keys -t "$PANE" q
exited_ok
echo "ok: autosave.sh"
