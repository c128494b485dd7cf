#!/usr/bin/env bash
# e2e/autosave_faults.sh: autosave under faults, in the real binary in
# tmux. In every case either the game is saved or the screen says it is
# not, and q never claims a save that failed:
#   - the state dir is a file (not a directory);
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

# move SAN: types a move and waits until the move list shows it. A save
# runs off the UI goroutine after the move, so its failure is drawn at
# the next event (between two people no engine report comes): flip the
# board twice to give it one.
move() {
	tm send-keys -t "$PANE" ":$1" Enter
	wait_for "[0-9]\. .*$1" 10
	sleep 0.3
	tm send-keys -t "$PANE" v v
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

# 1. Not a directory.
echo x >"$WORK/notadir"
human_game "$WORK/notadir"
move e4
wait_for 'Autosave failed, the game is not saved' 5
move e5
wait_for 'notadir: not a' 5
quit_unsaved
echo "ok: a state dir that is a file is reported"

if mkdir -p "$WORK/full" && mount -t tmpfs -o size=64k tmpfs "$WORK/full" 2>/dev/null; then
	MNT+=("$WORK/full")
	# 2. The file system fills up mid-game, then space comes back.
	human_game "$WORK/full/state"
	move e4
	[ -s "$WORK/full/state/autosave.json" ] || fail "the first move was not saved"
	dd if=/dev/zero of="$WORK/full/filler" bs=4k 2>/dev/null || true
	move e5
	wait_for 'Autosave failed, the game is not saved' 5
	grep -q e7e5 "$WORK/full/state/autosave.json" && fail "a save claims e5 on a full disk"
	rm "$WORK/full/filler"
	move Nf3
	for ((i = 0; i < 100; i++)); do grep -q g1f3 "$WORK/full/state/autosave.json" && break; sleep 0.05; done
	grep -q g1f3 "$WORK/full/state/autosave.json" || fail "saving did not resume once space was freed"
	screen | grep -q 'Autosave failed' && fail "the failure is still shown after a good save"
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
	wait_for 'Autosave failed, the game is not saved' 5
	wait_for 'read-only' 5
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
