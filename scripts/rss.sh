#!/bin/sh
# rss.sh samples the resident memory of one uct think at the default node
# budget, to check that it stays flat at or under the figure documented at
# engine.DefaultNodeBudget however long the engine thinks. It builds the
# binary into a temporary directory, runs `rollout analyze -player uct` for
# the given time on all cores, and prints VmRSS every interval, then the
# largest sample and the tree size the search reported.
#
# Usage: scripts/rss.sh [SECONDS] [VARIANT] [INTERVAL] [POSITION]
#        (default 60 chess 5, the game's start). A position with a big tree
#        fills the budget fast on a busy machine, e.g. nim 200/200/200/200 1.
set -eu
secs=${1:-60}
variant=${2:-chess}
every=${3:-5}
position=${4:-}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/rollout" .
"$tmp/rollout" analyze -variant "$variant" ${position:+-position "$position"} -player uct -time "${secs}s" >"$tmp/out" 2>&1 &
pid=$!
t=0
max=0
while kill -0 "$pid" 2>/dev/null; do
	sleep "$every"
	t=$((t + every))
	kb=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
	[ -n "$kb" ] || break
	[ "$kb" -gt "$max" ] && max=$kb
	echo "t=${t}s rss=$((kb / 1024)) MiB"
done
wait "$pid"
echo "max rss=$((max / 1024)) MiB ($variant, ${secs}s, uct, default node budget)"
grep -i "nodes" "$tmp/out" || true
