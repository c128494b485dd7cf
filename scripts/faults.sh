#!/bin/sh
# faults.sh runs the fault-injection cases of issue 20 in one go: hung and
# wrapped UCI engines (no process left behind), duplicate bestmoves, bad
# engines refused at start, SIGTERM during a match, out-of-range and NaN
# flags and options, over-long input quoted short, flag errors, PGN
# strictness and streaming, and the peak memory of reading the last game
# of a big PGN file (scripts/pgnrss.sh). It prints each case's result and
# the counts, and fails when any case fails. docs/testing.md, Faults.
#
# Usage: scripts/faults.sh
set -u
cd "$(dirname "$0")/.."
out=$(mktemp)
trap 'rm -f "$out"' EXIT
run() { # package, test pattern
	go test -count=1 -v "$1" -run "$2" 2>&1 | grep -E '^\s*--- (PASS|FAIL|SKIP)' >>"$out"
}
run ./uci/client 'TestHungEnginesLeaveNothing|TestDuplicateBestmoveIgnored|TestMisbehavingEngines|TestCloseReaps'
run ./uci 'TestStopAtOnceSearches|TestOptionRangeAndLongInput|TestBadInput'
run ./cli 'TestMatchTerminated|TestExternalEngineCheckedAtStart|TestSearchFlagsBounded|TestWorkersBounded|TestFlagErrorIsShort|TestPerftPGNNotes'
run ./variants/chess 'TestReadPGNFromAgrees|TestReadPGNStrictness|TestReadPGNErrors'
run ./internal/clip 'TestQuote'
if scripts/pgnrss.sh; then echo "--- PASS: pgnrss.sh" >>"$out"; else echo "--- FAIL: pgnrss.sh" >>"$out"; fi
cat "$out"
pass=$(grep -c -- '--- PASS' "$out")
fail=$(grep -c -- '--- FAIL' "$out")
skip=$(grep -c -- '--- SKIP' "$out")
echo "faults: $pass passed, $fail failed, $skip skipped (subtests counted)"
[ "$fail" -eq 0 ]
