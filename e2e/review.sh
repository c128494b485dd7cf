#!/usr/bin/env bash
# e2e/review.sh: game review in the real rollout binary in tmux. Our own
# PGN (a match game, every move with its engine table) opens with -pgn at
# its last move; five steps back show the board then and the table the
# engine had, its chosen move starred ****. Then a PGN written by another
# tool (clock and eval comments, a variation, two games) opens with -game 2
# and is stepped through; p plays on from the move shown and the engine
# answers. A lichess export shows its players, clocks and evals, and a
# game resigned or lost on time its recorded result. Needs go and tmux;
# run from anywhere: e2e/review.sh.
source "$(dirname "$0")/lib.sh"

build
(cd "$WORK" && "$BIN" match -variant chess -a flat -b flat -games 1 -rollouts 100 -seed 3 -pgn-out own.pgn >/dev/null 2>&1) ||
	fail "match could not write own.pgn"
grep -q '\[%rollout ' "$WORK/own.pgn" || fail "own.pgn has no stored tables"

start 100 32 -pgn own.pgn -no-color
# The review line numbers moves as the move list does ("23... Nf6 of
# moves 1-40"), never plies.
wait_for '^Review: [0-9]+\.(\.\.)? [^ ]+ of moves 1-[0-9]+ ' 10
no_wide_lines 100
re() { sed 's/[.+*]/\\&/g'; }
# wait_joined TEXT [SECONDS]: until the screen, its lines joined by
# spaces, holds TEXT (a wrapped message read whole), or fail; the limit
# is lib.sh's patience, as wait_for's.
wait_joined() {
	local secs end
	secs=$(patience "${2:-}")
	end=$((SECONDS + secs))
	while ((SECONDS <= end)); do
		screen | tr -s '\n ' '  ' | grep -Fq -- "$1" && return 0
		sleep 0.05
	done
	fail "timed out after ${secs}s waiting for the text: $1"
}
first=$(screen | grep -Eo '^Review: [^ ]+ [^ ]+')
last=$first
for i in 1 2 3 4 5; do
	tm send-keys -t "$PANE" '['
	wait_gone "^$(echo "$last" | re) " 5
	last=$(screen | grep -Eo '^Review: [^ ]+ [^ ]+')
done
label=${last#Review: }
wait_for "$(echo "$label" | re): flat, .* rollouts, by mean" 5
wait_for '^ +\*\*\*\* [A-Za-z]' 5
# The star is on the move reviewed: its text ends the review line's
# "23... Nf6".
played=$(echo "$last" | awk '{print $NF}')
screen | grep -Eq -- "^ +\*\*\*\* $(echo "$played" | re) " || fail "the starred move is not $played"
# The move reviewed is marked in the move list (>Nf6< with colour off).
screen | grep -Fq -- ">$played<" || fail "the move list does not mark $played"
tm send-keys -t "$PANE" End
wait_for "^$(echo "$first" | re) " 5
tm send-keys -t "$PANE" q
exited_ok

# Another tool's PGN: lichess-style clocks and evals, a variation (skipped),
# a NAG, two games; the second is reviewed.
cat >"$WORK/other.pgn" <<'PGN'
[Event "Casual game"]
[Site "https://example.org/abc"]
[White "alice"]
[Black "bob"]
[Result "1-0"]

1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0

[Event "Casual game"]
[Site "https://example.org/def"]
[White "carol"]
[Black "dave"]
[Result "*"]
[TimeControl "300+0"]

1. d4 { [%eval 0.2] [%clk 0:05:00] } 1... d5 { [%eval 0.25] [%clk 0:05:00] }
2. c4 $1 { [%eval 0.3] } (2. Nf3 Nf6 3. c4) 2... e6 { [%clk 0:04:58] } 3. Nc3 *
PGN
restart 100 32 -pgn other.pgn -game 2 -rollouts 2000 -seed 1 -no-color
wait_for '^Review: 3. Nc3 of moves 1-3 \(no engine table\)' 10
no_wide_lines 100
# Titled with the file's players while held for review.
wait_for '^ *Chess  White carol vs Black dave$' 5
wait_for '3\. Nc3' 5
tm send-keys -t "$PANE" Home
wait_for '^Review: the start of moves 1-3' 5
tm send-keys -t "$PANE" ']' ']' ']'
# The file's eval for the move reviewed, in the review line and the list.
wait_for '^Review: 2. c4 of moves 1-3 \(eval \+0.30\)' 5
wait_for ' 2\.>c4!< +\+0\.30 ' 5
# Play on from move 3 (Black, the flat engine, to move): the later moves are taken
# back and the engine moves; the game goes on from there.
tm send-keys -t "$PANE" p
wait_for 'Playing on: Black to play move 2|flat \(Black\) thinking|to move' 5
# The list keeps the file's eval after 2. c4 and shows the reply's time.
wait_for ' 2\. c4! +\+0\.30 +[a-hKQRBNO][^ ]* +[0-9]+:[0-9]{2}$' 20
tm send-keys -t "$PANE" C-c
exited_ok

# A lichess export (testdata/lichess.pgn: titles, ratings, a clock and
# an eval on every move, judgement comments) at 80x24: the players in the
# title; each move's clock and eval in the review line, the move list and
# under it, with the comment's words (issue 21 item 7).
cp "$ROOT/testdata/lichess.pgn" "$WORK/lichess.pgn"
restart 80 24 -pgn lichess.pgn -game 2 -no-color
wait_for '^ *Chess  White FM alice_blitz \(2204\) vs Black bob_bullet \(2187\)' 10
no_wide_lines 80
# Black resigned: the last position is still in play, so the board
# says nothing; the review says the file's result in the game's words
# (issue 21 item 7). The message wraps at 80 columns: read it joined.
wait_joined 'Review: 14... O-O of moves 1-14 (clock 1:41, eval +3.00); White wins: Black resigned (1-0); [ earlier, p plays on' 5
wait_for '14\. Nef3 +2:33 \+2\.90 >O-O< +1:41 \+3\.00' 5
for i in $(seq 12); do tm send-keys -t "$PANE" '['; done
wait_for '^Review: 8\.\.\. Na5 of moves 1-14 \(clock 2:40, eval \+0\.72\)' 5
wait_for ' 8\. c3 +2:53 \+0\.16 >Na5\?!< +2:40 \+0\.72' 5
wait_for '8\.\.\. Na5\?!  clock 2:40, eval \+0\.72' 5
wait_for 'Inaccuracy\. O-O was best\.' 5
no_wide_lines 80
tm send-keys -t "$PANE" C-c
exited_ok

# Game 3 was lost on time ([Termination "Time forfeit"]): its result in
# those words; p still plays on from the position, a person's move and
# the engine's answer.
restart 80 24 -pgn lichess.pgn -game 3 -rollouts 2000 -no-color
wait_joined 'Review: 4... exd5 of moves 1-4 (clock 0:56); Black wins: time forfeit (0-1); [ earlier, p plays on' 10
no_wide_lines 80
tm send-keys -t "$PANE" p
wait_for '^Playing on: White to play move 5' 5
tm send-keys -t "$PANE" N f 3 Enter
wait_for ' 5\. Nf3 +[0-9]+:[0-9.]+ +[a-hKQRBNO][^ ]* +[0-9]+:[0-9.]+$' 30 # each with its time
screen | grep -q 'time forfeit' && fail "the file's result still shows after playing on"
tm send-keys -t "$PANE" C-c
exited_ok
echo "ok: review.sh"
