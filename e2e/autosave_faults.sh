#!/usr/bin/env bash
# e2e/autosave_faults.sh: autosave under faults, in the real binary in
# tmux. In every case either the game is saved or the screen says it is
# not, and q never claims a save that failed:
#   - the state dir is a file (not a directory): refused at start, or
#     reported at the next save when it becomes one under a game;
#   - the state dir's file system fills up mid-game (a 64 KiB tmpfs), and
#     saving comes back when space is freed;
#   - the state dir is on a read-only mount;
#   - kill -9 right after moves: the next start offers a whole save or
#     none, never a broken one.
# The mounts need root (CI runs as root); without it those two cases are
# skipped and say so. Needs go and tmux.
source "$(dirname "$0")/lib.sh"

build
MNT=()
unmount_all() {
	local m
	for m in "${MNT[@]}"; do umount "$m" 2>/dev/null || true; done
}
trap 'unmount_all; cleanup' EXIT

# move SAN: types a move and waits until the move list shows it.
move() {
	tm send-keys -t "$PANE" ":$1" Enter
	wait_for "[0-9]\. .*$1" 10
}
# drawn REGEX / undrawn REGEX: until the screen shows REGEX (no longer
# shows it), or fail. A save runs off the UI goroutine after the move, so
# what it did is drawn at the next event (between two people no engine
# report comes): the board is flipped twice, again and again, until the
# screen says it. (One flip 0.3 s after the move missed a save a loaded
# machine finished later.)
drawn() { poke_until "$1" 1 "not shown"; }
undrawn() { poke_until "$1" 0 "still shown"; }
# poke_until REGEX WANT WHAT: flips until the screen's match of REGEX is
# WANT (1 shown, 0 not).
poke_until() {
	local end=$((SECONDS + PATIENCE)) got
	while :; do
		got=0
		screen | grep -Eq -- "$1" && got=1
		[ "$got" = "$2" ] && return 0
		((SECONDS <= end)) || fail "after ${PATIENCE}s of redraws, /$1/ is $3"
		tm send-keys -t "$PANE" v v
		sleep 0.2
	done
}
# saved WORD: until the save file holds WORD, or fail.
saved() {
	local end=$((SECONDS + PATIENCE))
	until grep -q -- "$1" "$SLOT"; do
		((SECONDS <= end)) || fail "the save never held $1: $(cat "$SLOT" 2>&1)"
		sleep 0.05
	done
}
# quit_unsaved: q says the game is NOT saved, a second q quits.
quit_unsaved() {
	tm send-keys -t "$PANE" q
	wait_for 'NOT saved' 5
	screen | grep -q 'the game is saved' && fail "q claims the game is saved"
	tm send-keys -t "$PANE" q
	exited_ok
}
human_game() { restart 100 32 -variant chess -first human -second human -no-color -state-dir "$1"; wait_for 'White to move' 10; }

# 1. Not a directory: given so, refused at start, the file untouched;
# made so under a running game, reported at the next save.
echo x >"$WORK/notadir"
out=$("$BIN" -state-dir "$WORK/notadir" 2>&1) && fail "a state dir that is a file was accepted: $out"
case $out in *-state-dir*"not a directory"*) ;; *) fail "refusal does not name -state-dir: $out" ;; esac
[ "$(cat "$WORK/notadir")" = x ] || fail "the refused state dir's file was changed"
human_game "$WORK/later"
rm -rf "$WORK/later" && echo x >"$WORK/later"
move e4
drawn 'Autosave failed, the game is not saved'
move e5
drawn 'later: not a'
quit_unsaved
echo "ok: a state dir that is a file is refused at start, and reported when it becomes one"

if mkdir -p "$WORK/full" && mount -t tmpfs -o size=64k tmpfs "$WORK/full" 2>/dev/null; then
	MNT+=("$WORK/full")
	# 2. The file system fills up mid-game, then space comes back.
	human_game "$WORK/full/state"
	SLOT="$WORK/full/state/autosave.json"
	move e4
	saved e2e4 # the first move is saved
	dd if=/dev/zero of="$WORK/full/filler" bs=4k 2>/dev/null || true
	move e5
	drawn 'Autosave failed, the game is not saved'
	grep -q e7e5 "$SLOT" && fail "a save claims e5 on a full disk"
	rm "$WORK/full/filler"
	move Nf3
	saved g1f3 # saving resumes once space is freed
	undrawn 'Autosave failed' # and the failure is no longer shown
	tm send-keys -t "$PANE" q
	wait_for 'the game is saved' 5
	tm send-keys -t "$PANE" q
	exited_ok
	echo "ok: a full file system is reported, and saving resumes when space is freed"

	# 3. A read-only mount.
	mkdir -p "$WORK/ro"
	mount -t tmpfs -o size=64k tmpfs "$WORK/ro"
	MNT+=("$WORK/ro")
	mkdir "$WORK/ro/state"
	mount -o remount,ro "$WORK/ro"
	human_game "$WORK/ro/state"
	move d4
	drawn 'Autosave failed, the game is not saved'
	drawn 'read-only'
	quit_unsaved
	echo "ok: a read-only state dir is reported"
else
	echo "skipped: the full and read-only file system cases need root to mount a tmpfs"
fi

# 4. kill -9 right after moves: the next start offers a whole save or
# none, never one that does not read.
state="$WORK/kill"
for round in 1 2 3 4 5; do
	human_game "$state"
	move e4
	move e5
	tm send-keys -t "$PANE" ':Nf3' Enter
	pid=$(pgrep -P "$(tm display -p -t "$PANE" '#{pane_pid}')" -x rollout) || fail "no rollout process"
	kill -9 "$pid"
	wait_for 'EXITED' 5
	restart 100 32 -no-color -state-dir "$state"
	wait_for 'R resumes: Chess' 10
	screen | grep -q 'could not be read' && fail "round $round: a kill -9 left a save that does not read"
	tm send-keys -t "$PANE" q
	exited_ok
	rm -f "$state/autosave.json" "$state/autosave-previous.json"
	rm -rf "$state/unfinished"
done
echo "ok: kill -9 after moves left a whole save (5 rounds)"
echo "ok: autosave_faults.sh"
