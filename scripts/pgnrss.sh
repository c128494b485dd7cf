#!/bin/sh
# pgnrss.sh measures the peak resident memory of reading one game from the
# end of a big PGN file (issue 20 item 9: streaming keeps one game, not the
# file). It builds rollout, plays a few random chess games into a PGN,
# repeats them into a file of about 50 MB (GAMES games, default 39600; the
# file is made in a temporary directory and removed), then runs
# `perft -pgn FILE -game GAMES -depth 1` under /usr/bin/time and prints the
# peak RSS. Fails when it exceeds LIMIT MiB (default 100).
#
# Usage: scripts/pgnrss.sh [GAMES] [LIMIT_MIB]
set -eu
games=${1:-39600}
limit=${2:-100}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/rollout" .
"$tmp/rollout" match -variant chess -a random -b random -games 40 -pgn-out "$tmp/seed.pgn" >/dev/null 2>&1
perl -0777 -pe 's/\s*\{[^}]*\}//g' "$tmp/seed.pgn" >"$tmp/plain.pgn"
awk -v n="$games" 'BEGIN { RS = ""; ORS = "\n\n" } { g[c++] = $0 } END { c = int(c / 2); for (i = 0; i < n; i++) print g[2 * (i % c)] "\n\n" g[2 * (i % c) + 1] }' "$tmp/plain.pgn" >"$tmp/big.pgn"
size=$(wc -c <"$tmp/big.pgn")
/usr/bin/time -f '%M' -o "$tmp/rss" "$tmp/rollout" perft -pgn "$tmp/big.pgn" -game "$games" -depth 1 >"$tmp/out" 2>&1 || { cat "$tmp/out"; exit 1; }
kb=$(tail -n 1 "$tmp/rss")
echo "file $((size / 1000000)) MB, $games games; perft -pgn -game $games: peak rss $((kb / 1024)) MiB (limit $limit MiB); $(tail -n 1 "$tmp/out")"
[ $((kb / 1024)) -le "$limit" ]
