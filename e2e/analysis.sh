#!/usr/bin/env bash
# e2e/analysis.sh: the analysis board of the real rollout binary in tmux
# (rollout -mode analyse): the engine thinks without end on chess's start, its
# rollout count climbing in the status line; a typed move (either side's)
# restarts the analysis on the new position with the count from zero;
# stepping back restarts it again; ctrl+p switches the player and ctrl+e the
# estimator live; a move is typed with no ':' first, a from-square
# listing its moves; the help defines the table's figures; nothing is
# ever played for the engine. Needs go and tmux; run from anywhere.
source "$(dirname "$0")/lib.sh"

build
start 100 32 -mode analyse -variant chess -second flat -seed 1 -no-color
wait_for '^ *Analysis +Chess +flat plain, infinite *$' 10
no_wide_lines 100
# kr: the thousands of rollouts in the status line (Roller's format).
kr() { screen | grep -Eo 'analysing ply [0-9]+ \([A-Za-z]+ to move\): [0-9.]+ s \| [0-9.]+ kr' | grep -Eo '[0-9.]+ kr' | grep -Eo '^[0-9.]+'; }
# took: the seconds the analysis has run, from the same line.
took() { screen | grep -Eo 'analysing ply [0-9]+ \([A-Za-z]+ to move\): [0-9.]+ s' | grep -Eo '[0-9.]+ s$' | grep -Eo '^[0-9.]+'; }
wait_for 'flat analysing ply 0 \(White to move\): [0-9.]+ s \| [0-9.]+ kr' 10
a=$(kr)
# The count climbs: polled until it is past a and the search has run 3 s
# (a fixed sleep failed if a loaded machine starved the search meanwhile),
# so the fresh count of a restart, read at once, is well below b.
end=$((SECONDS + PATIENCE))
until awk -v a="$a" -v b="$(kr)" -v s="$(took)" 'BEGIN { exit !(b > a && s >= 3) }'; do
	((SECONDS <= end)) || fail "the count did not climb in ${PATIENCE}s: $a then $(kr) kr"
	sleep 0.2
done
b=$(kr)
wait_for ' move +rollouts +W/D/L' 5

# The help (?) defines the table's figures after the keys, from the
# study glossary, then the status line's kr and kr/s, and says where
# every figure is: read page by page (? turns them, then closes it).
tm send-keys -t "$PANE" '?'
help=""
for _ in 1 2 3 4 5; do
	sleep 0.5
	help+=$(screen)
	grep -Eq '^ *kr, kr/s +the game screen' <<<"$help" && break
	tm send-keys -t "$PANE" '?'
done
grep -Eq '^ *cap% +the share of a move' <<<"$help" || fail "the help does not define cap%"
grep -Eq '^ *kr, kr/s +the game screen' <<<"$help" || fail "the help does not define kr and kr/s"
grep -q 'docs/figures.md' <<<"$help" || fail "the help does not say where every figure is defined"
tm send-keys -t "$PANE" '?'
wait_gone 'What the figures mean' 5

# White's move and Black's: each restarts the search on the new position.
tm send-keys -t "$PANE" ':e4' Enter
wait_for '\(restart 1\)' 5
wait_for 'flat analysing ply 1 \(Black to move\): [0-9.]+ s \| [0-9.]+ kr' 10
c=$(kr)
awk -v b="$b" -v c="$c" 'BEGIN { exit !(c < b) }' || fail "the count did not restart: $b then $c kr"
# Typed with no ':' first, as on the play screen (issue 21 item 1: e was
# the estimator here): the title keeps "plain".
tm send-keys -t "$PANE" 'e5' Enter
wait_for '\(restart 2\)' 5
screen | grep -Eq 'Estimator: ' && fail "e was taken as the estimator key"
wait_for 'flat analysing ply 2 \(White to move\): ' 10
# The move shown is marked in the list (>e5< with colour off).
wait_for '1\. e4 +>e5<' 5
sleep 1.5
# Nothing was played for the engine: still two plies.
screen | grep -Eq '^ +2\. ' && fail "the engine played a move"

# A from-square typed lists the moves from it, as on the play screen
# (the analysis board said "no legal move starts so"); f3 completes one.
tm send-keys -t "$PANE" g1
wait_for 'move> g1 +g1e2 g1f3 g1h3' 5
screen | grep -q 'no legal move' && fail "the from-square g1 was read as no move"
tm send-keys -t "$PANE" -l f3 # -l: "f3" alone is the key F3 to tmux
wait_for 'move> g1f3 +enter plays Nf3' 5
tm send-keys -t "$PANE" Enter
wait_for '\(restart 3\)' 5
wait_for '2\.>Nf3<' 5

# Back one ply, and a player switch: both restart.
tm send-keys -t "$PANE" '['
# The whole line stays in the list, the move shown marked.
wait_for '1\. e4 +>e5< *$' 5
wait_for '2\. Nf3' 5
wait_for '\(restart 4\)' 5
wait_for 'analysing ply 2 \(White to move\)' 5
tm send-keys -t "$PANE" C-p
wait_for '\(restart 5\)' 5
wait_for 'Player: ' 5
tm send-keys -t "$PANE" C-e
wait_for '\(restart 6\)' 5
wait_for 'Estimator: rb' 5
no_wide_lines 100
tm send-keys -t "$PANE" q
exited_ok

# A while the game's engine thinks, then esc: the same search goes on
# (issue 21 item 12: it restarted from 0 s with a fresh budget). uct at
# 120 s a move (so it is still thinking however slow the machine), 80x24;
# its clock on the way back is past where A stopped it.
restart 80 24 -variant chess -second uct -time 120s -no-color
wait_for 'White to move' 10
tm send-keys -t "$PANE" e4 Enter
wait_for 'uct \(Black\) thinking: ([2-9]|[1-9][0-9])\.[0-9]+ s' 15
secs() { screen | grep -Eo 'thinking: [0-9]+\.[0-9]+ s' | grep -Eo '[0-9]+\.[0-9]+' | head -1; }
tm send-keys -t "$PANE" A
wait_for '^Analysis ' 5
# One q over the game going on asks, as the game screen's does; esc
# answers no and the board stays.
tm send-keys -t "$PANE" q
wait_for '^Press q again to quit' 5
tm send-keys -t "$PANE" Escape
wait_for '^Cancelled: the game goes on' 5
tm send-keys -t "$PANE" Escape
wait_for 'uct \(Black\) thinking: ' 5
back=$(secs)
awk -v b="$back" 'BEGIN { exit !(b >= 2) }' || fail "back from A the search started again: $back s"
tm send-keys -t "$PANE" C-c
exited_ok
# -rollouts bounds the board's search (it said "infinite"): the title
# names the budget, the status says the search stopped there; l goes on
# to the usual budgets, infinite first.
restart 80 24 -analyse -variant chess -moves e4 -second flat -rollouts 3000 -no-color
wait_for 'flat plain, 3k rollouts' 10
wait_for '^flat stopped at its budget, 3k rollouts: ' 30
tm send-keys -t "$PANE" l
wait_for 'flat plain, infinite' 5
wait_for '^flat analysing ply 1 ' 5
tm send-keys -t "$PANE" C-c
exited_ok
echo "ok: analysis.sh"
