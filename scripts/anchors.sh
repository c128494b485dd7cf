#!/usr/bin/env bash
# Optional: chess random rollouts per CPU-second of this checkout beside
# other move generators (a C++ chess library, op12no2's Roller), measured
# side by side in one interleaved run by a comparison harness that is not
# part of this repository. ANCHORS is that harness's directory: it holds
# compare.sh (called as `compare.sh PROJECT_DIR ROUNDS SECONDS`), the
# C++ and JavaScript sources and their licences. Without it there is
# nothing to compare against; the rest of the repository never needs it.
#
#   scripts/anchors.sh ANCHORS [ROUNDS] [SECONDS]
#
# Prints one line per round, then the medians and the ratios
# (docs/performance.md quotes two runs). Needs g++ and, for Roller, node.
set -eu
if [ $# -lt 1 ] || [ ! -x "$1/compare.sh" ]; then
	echo "usage: scripts/anchors.sh ANCHORS [ROUNDS] [SECONDS]: ANCHORS is the directory of the comparison harness (compare.sh and its sources)" >&2
	exit 2
fi
anchors=$(cd "$1" && pwd)
repo=$(cd "$(dirname "$0")/.." && pwd)
exec "$anchors/compare.sh" "$repo" "${2:-5}" "${3:-2}"
