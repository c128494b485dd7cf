#!/usr/bin/env bash
# e2e/study.sh: drives the study screen of the real rollout binary in
# tmux: three phase steps of uct's first iteration on tic-tac-toe, the
# rollout replayed ply by ply on the board, two iterations (the root's visits
# on screen go up by one each), a phase and an iteration back, the
# tree's cursor on a node (the board shows it), the heat map toggled, the player
# switched, the light rollout policy switched on, the chart, the help's
# keys and glossary pages at 80x24, quit. Needs go and
# tmux; run from anywhere: e2e/study.sh.
source "$(dirname "$0")/lib.sh"

build
start 100 32 -study uct -variant tictactoe -seed 1 -no-color
wait_for '^Study  Tic-tac-toe  uct c=1\.41 plain' 10
wait_for 'root visits 0 ' 5
no_wide_lines 100

# Three phases: select, expand, simulate.
tm send-keys -t "$PANE" n
wait_for 'Iteration 1, 1/4 select' 5
tm send-keys -t "$PANE" n
wait_for 'Iteration 1, 2/4 expand' 5
wait_for '\*a1 new' 5
tm send-keys -t "$PANE" n
wait_for 'Iteration 1, 3/4 simulate' 5
plies=$(screen | grep -Eo 'Board: ply 0 of [0-9]+' | grep -Eo '[0-9]+$') || fail "no replay line"
((plies >= 2)) || fail "a rollout of $plies plies"

# The rollout, ply by ply: each right arrow puts one more mark on the board.
marks() { screen | grep -E '^ [1-3] ' | grep -o '[XO]' | wc -l; }
before=$(marks)
for ply in 1 2; do
	tm send-keys -t "$PANE" Right
	wait_for "Board: ply $ply of $plies" 5
done
after=$(marks)
((after == before + 2)) || fail "the board went from $before to $after marks over two plies"
tm send-keys -t "$PANE" Left
wait_for "Board: ply 1 of $plies" 5

# Two iterations: the first finishes the one under way (its
# backpropagation), the second is a whole one; root visits goes 0, 1, 2.
tm send-keys -t "$PANE" i
wait_for 'root visits 1 ' 5
wait_for 'Iteration 1, 4/4 backpropagate' 5
tm send-keys -t "$PANE" i
wait_for 'root visits 2 ' 5
wait_for 'Iteration 2, 4/4 backpropagate' 5

# Back one phase (b), then one iteration (B): the panel goes back to the
# expansion of iteration 2, then to the end of iteration 1.
tm send-keys -t "$PANE" b
wait_for 'Iteration 2, 3/4 simulate' 5
tm send-keys -t "$PANE" B
wait_for 'Iteration 1, 4/4 backpropagate' 5
wait_for 'root visits 1 ' 5
tm send-keys -t "$PANE" i
wait_for 'root visits 2 ' 5

# The tree's cursor on a root move: the board shows its position, the
# move numbered; back up to the root.
tm send-keys -t "$PANE" Down
wait_for '^node: 1\.[a-c][1-3]' 5
wait_for '^ [1-3] .*1X' 5
tm send-keys -t "$PANE" Up
wait_for '^>\*?root|^ [1-3] .*>\*?root' 5

# The heat map: with colour off, the root moves' squares show digits.
tm send-keys -t "$PANE" w
wait_for 'heat mean' 5
wait_for '^ [1-3] .*[0-9]' 5
tm send-keys -t "$PANE" w
wait_for 'heat visits' 5

# Another player on the same position: the search starts over.
tm send-keys -t "$PANE" C-p
wait_for '^Study  Tic-tac-toe  uct-roulette' 5
wait_for 'root visits 0 ' 5
tm send-keys -t "$PANE" i
wait_for 'root visits 1 ' 5

# The light rollout policy: the search starts over, the title names it.
tm send-keys -t "$PANE" y
wait_for '^Study  Tic-tac-toe  uct-roulette plain light' 5
wait_for 'Rollout policy: light' 5
wait_for 'root visits 0 ' 5
tm send-keys -t "$PANE" i
wait_for 'root visits 1 ' 5

# The chart, then a resize that must keep every line inside the pane.
tm send-keys -t "$PANE" g
wait_for 'Convergence: mean' 5
tm resize-window -t "$SESSION" -x 80 -y 24
wait_for '^Study  Tic-tac-toe' 5
no_wide_lines 80

# ? at 80x24: the keys, then the glossary a page at a time; esc closes
# the help and stays on the screen.
tm send-keys -t "$PANE" '?'
wait_for '^Keys \(page 1 of [0-9]+\)' 5
tm send-keys -t "$PANE" PageDown
wait_for '^What the screen shows.*\(page 2 of' 5
wait_for '\[1\. Selection\]' 5
no_wide_lines 80
tm send-keys -t "$PANE" Escape
wait_for 'Convergence: mean' 5

tm send-keys -t "$PANE" q
exited_ok
echo "ok: study screen" >&2
