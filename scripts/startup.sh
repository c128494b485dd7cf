#!/usr/bin/env bash
# startup.sh measures how long `rollout -version` takes: the start-up cost
# every command and the TUI's first frame pay (package initialisation,
# chess attack tables). It builds the binary, runs it once to warm the
# file cache, then prints each of RUNS timed runs and their median.
#
# Usage: scripts/startup.sh [RUNS]   (default 7; from anywhere)
# Target (DESIGN.md): median under 20 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/rollout" .
"$tmp/rollout" -version >/dev/null
times=()
for ((i = 1; i <= runs; i++)); do
	start=$(date +%s%N)
	"$tmp/rollout" -version >/dev/null
	end=$(date +%s%N)
	ms=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.1f", ns / 1e6 }')
	times+=("$ms")
	echo "run $i: $ms ms"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
echo "median of $runs runs of rollout -version: $median ms (load average $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'))"
