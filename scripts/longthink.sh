#!/bin/sh
# longthink.sh follows one long think (issue 17 part 7): it runs
# `rollout analyze -infinite` from chess's start on all cores at the
# default node budget, and every INTERVAL seconds prints the time, the
# process's resident memory (VmRSS) and the search's last status line
# (iterations so far, which are the root's visits, and the tree's size),
# then interrupts it after SECONDS and prints the largest RSS sampled.
# A tree that fills its budget is recycled (its least visited subtrees
# collapse into leaves), so the iterations keep climbing while the tree
# size saws between about half and all of the budget and RSS stays flat.
#
# Usage: scripts/longthink.sh [SECONDS] [INTERVAL] [PLAYER] [ANALYZE FLAGS...]
#        (default 600 30 uct)
set -eu
secs=${1:-600}
every=${2:-30}
player=${3:-uct}
[ $# -gt 3 ] && shift 3 || set --
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/rollout" .
"$tmp/rollout" analyze -variant chess -player "$player" -infinite "$@" >"$tmp/out" 2>"$tmp/err" &
pid=$!
t=0
max=0
while [ "$t" -lt "$secs" ] && kill -0 "$pid" 2>/dev/null; do
	sleep "$every"
	t=$((t + every))
	kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
	[ -n "$kb" ] || break
	[ "$kb" -gt "$max" ] && max=$kb
	echo "t=${t}s rss=$((kb / 1024)) MiB | $(tail -n 1 "$tmp/err")"
done
kill -INT "$pid" 2>/dev/null || true
wait "$pid" || true
echo "max rss=$((max / 1024)) MiB (chess, ${secs}s, $player${*:+ $*})"
