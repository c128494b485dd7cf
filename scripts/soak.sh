#!/usr/bin/env bash
# soak.sh plays engine-vs-engine matches of every game for a while and
# watches the process: how many games it got through, its resident memory
# (sampled from /proc twice a second) and whether it crashed. Each game's
# match is one long-running `rollout match` process, so a leak shows as a
# resident set that keeps growing from the early samples to the last.
#
# Usage: scripts/soak.sh   (from anywhere)
#
# Settings (environment):
#   SOAK_SECONDS  seconds per game (default 60)
#   SOAK_A        player A (default uct: tree search with tree reuse, the
#                 player with the most memory to hold)
#   SOAK_B        player B (default flat)
#   SOAK_ROLLOUTS rollouts (uct: iterations) per move (default 200; chess
#                 gets a quarter, its rollouts being much longer)
#   SOAK_WORKERS  search goroutines per player (default 2)
#   SOAK_SEED     match seed (default 1)
#   SOAK_RACE=1   build with the race detector (slower, fewer games)
#   SOAK_VARIANTS games to soak (default: all, from `rollout match -h`)
#
# It prints one line per game: games played, seconds, RSS minimum and
# maximum and RSS early and last (sampled from a tenth of the run on, once
# start-up is over), crashes; then a total. A crash is the match exiting on its own (it is given far more
# games than fit in the time, so it is stopped with SIGTERM) or printing
# a panic, a fatal error or a data race. Exit status 1 if anything crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

secs=${SOAK_SECONDS:-60}
a=${SOAK_A:-uct}
b=${SOAK_B:-flat}
rollouts=${SOAK_ROLLOUTS:-200}
workers=${SOAK_WORKERS:-2}
seed=${SOAK_SEED:-1}

tmp=$(mktemp -d)
pid=
cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
race=()
[ "${SOAK_RACE:-0}" = 1 ] && race=(-race)
go build "${race[@]}" -o "$tmp/rollout" .

# Every registered game, as the match command's usage lists them.
variants=${SOAK_VARIANTS:-$("$tmp/rollout" match -h 2>&1 |
	sed -n 's/^[[:space:]]*game: \(.*\) (default.*/\1/p' | head -1 | tr -d ,)}
[ -n "$variants" ] || { echo "soak: cannot read the game list from rollout match -h"; exit 1; }

# rss_kb PID prints the process's resident set in kB, or nothing once it
# has gone.
rss_kb() {
	if [ -r "/proc/$1/status" ]; then
		awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null || true
	else
		ps -o rss= -p "$1" 2>/dev/null | tr -d ' ' || true
	fi
}

mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

printf 'soak: %ss per game, %s vs %s, %s rollouts a move, %s workers each, seed %s%s\n' \
	"$secs" "$a" "$b" "$rollouts" "$workers" "$seed" "${race:+, race detector on}"
printf '%-11s %6s %7s %15s %17s %8s\n' game games seconds "RSS min-max MB" "RSS early-last MB" crashes
total_games=0 total_crashes=0 all_min= all_max=0
start_all=$(date +%s.%N)
for v in $variants; do
	out=$tmp/$v.out err=$tmp/$v.err
	n=$rollouts
	[ "$v" = chess ] && n=$(((rollouts + 3) / 4)) # its rollouts are 300 plies long
	"$tmp/rollout" match -variant "$v" -a "$a" -b "$b" -games 100000000 \
		-rollouts "$n" -workers "$workers" -seed "$seed" >"$out" 2>"$err" &
	pid=$!
	t0=$(date +%s.%N)
	deadline=$(awk -v t="$t0" -v s="$secs" 'BEGIN { printf "%.3f", t + s }')
	early_at=$(awk -v t="$t0" -v s="$secs" 'BEGIN { printf "%.3f", t + s / 10 }')
	min= max=0 early= last= crashed=0
	while :; do
		now=$(date +%s.%N)
		if ! kill -0 "$pid" 2>/dev/null; then
			crashed=1 # it was meant to outlast the deadline
			break
		fi
		if awk -v n="$now" -v d="$deadline" 'BEGIN { exit !(n >= d) }'; then
			break
		fi
		r=$(rss_kb "$pid")
		# Samples count from a tenth of the run on: before that the
		# process is still starting and its first trees growing.
		if [ -n "$r" ] && awk -v n="$now" -v e="$early_at" 'BEGIN { exit !(n >= e) }'; then
			[ -z "$early" ] && early=$r
			if [ -z "$min" ] || [ "$r" -lt "$min" ]; then min=$r; fi
			if [ "$r" -gt "$max" ]; then max=$r; fi
			last=$r
		fi
		sleep 0.5
	done
	if [ "$crashed" = 0 ]; then
		kill -TERM "$pid" 2>/dev/null || true
	fi
	wait "$pid" 2>/dev/null || true
	pid=
	t1=$(date +%s.%N)
	if grep -qE '^(panic:|fatal error:)|WARNING: DATA RACE' "$err"; then
		crashed=1
	fi
	if [ "$crashed" = 1 ]; then
		echo "-- $v crashed; last lines of its stderr:"
		tail -20 "$err"
	fi
	games=$(grep -c '^game [0-9]*:' "$out" || true)
	elapsed=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
	printf '%-11s %6d %7s %15s %17s %8d\n' "$v" "$games" "$elapsed" \
		"$(mb "${min:-0}")-$(mb "$max")" "$(mb "${early:-0}")-$(mb "${last:-0}")" "$crashed"
	total_games=$((total_games + games))
	total_crashes=$((total_crashes + crashed))
	[ -n "$min" ] && { [ -z "$all_min" ] || [ "$min" -lt "$all_min" ]; } && all_min=$min
	[ "$max" -gt "$all_max" ] && all_max=$max
done
end_all=$(date +%s.%N)
printf 'total: %d games in %s s, RSS %s-%s MB, %d crashes\n' "$total_games" \
	"$(awk -v a="$start_all" -v b="$end_all" 'BEGIN { printf "%.0f", b - a }')" \
	"$(mb "${all_min:-0}")" "$(mb "$all_max")" "$total_crashes"
[ "$total_crashes" = 0 ]
