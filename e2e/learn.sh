#!/usr/bin/env bash
# e2e/learn.sh: takes lessons 1-3 of the course on the lesson screen of
# the real rollout binary in tmux at 80x24, each with one wrong and the
# other answers right (the right choices read from `rollout learn`, the
# same course in plain text), checks each score, quits, and checks that
# `rollout -learn` resumes at lesson 4 and `-learn 2` opens lesson 2;
# then the screen at 120x40. Needs go and tmux; run from anywhere:
# e2e/learn.sh.
source "$(dirname "$0")/lib.sh"

build

# The right choice of every question of lessons 1-3, in order, as
# "LESSON CHOICE" lines: answer 1 everywhere, read which was right.
rights=$(printf '1\n%.0s' {1..60} | "$BIN" learn -lesson 1 | awk '
	/^Lesson [0-9]+ of/ { lesson = $2 }
	lesson > 3 { next }
	/^Question [0-9]+ of/ { n = 0; delete ch }
	/^  [0-9]+\) / { n++; c = $0; sub(/^  [0-9]+\) /, "", c); ch[n] = c }
	/Right\.$/ { print lesson, 1 }
	/Not quite: the answer is / {
		x = $0; sub(/.*Not quite: the answer is /, "", x); sub(/\.$/, "", x)
		for (i = 1; i <= n; i++) if (ch[i] == x) print lesson, i
	}') || fail "rollout learn failed"

start 80 24 -learn -no-color
for lesson in 1 2 3; do
	wait_for "^Lesson $lesson of 8: " 10
	wait_for 'Press enter for the first' 10
	no_wide_lines 80
	tm send-keys -t "$PANE" Enter
	q=0
	for right in $(awk -v l="$lesson" '$1 == l { print $2 }' <<<"$rights"); do
		q=$((q + 1))
		wait_for "Question $q of [0-9]+\. Predict:" 10
		no_wide_lines 80
		if ((q == 1)); then
			# The first question wrong: a choice that is not the right one.
			wrong=1
			((right == 1)) && wrong=2
			tm send-keys -t "$PANE" "$wrong"
			wait_for 'Not quite: you said' 10
		else
			tm send-keys -t "$PANE" "$right"
			wait_for '^ *.*Right: ' 10
		fi
		no_wide_lines 80
		tm send-keys -t "$PANE" Enter
	done
	((q >= 2)) || fail "lesson $lesson: $q questions read from rollout learn"
	wait_for "Lesson $lesson done: $((q - 1)) of $q right\." 10
	no_wide_lines 80
	tm send-keys -t "$PANE" Enter
done
wait_for '^Lesson 4 of 8: UCB' 10
[ -s "$ROLLOUT_STATE_DIR/learn.json" ] || fail "no learn.json in the state dir"
tm send-keys -t "$PANE" q
exited_ok

# The progress is kept: -learn opens lesson 4, -learn 2 lesson 2.
restart 80 24 -learn -no-color
wait_for '^Lesson 4 of 8: UCB' 10
tm send-keys -t "$PANE" q
exited_ok
restart 80 24 -learn 2 -no-color
wait_for '^Lesson 2 of 8: Flat Monte Carlo' 10
# The help fits.
tm send-keys -t "$PANE" '?'
wait_for 'closes the help' 5
no_wide_lines 80
tm send-keys -t "$PANE" q
exited_ok

# At 120x40 by -mode learn: where the learner was last (lesson 2, opened
# by -learn 2), fitting the pane.
restart 120 40 -mode learn -no-color
wait_for '^Lesson 2 of 8' 10
tm send-keys -t "$PANE" Enter
wait_for 'Question 1 of 3\. Predict:' 10
no_wide_lines 120
tm send-keys -t "$PANE" q
exited_ok
echo "PASS: e2e/learn.sh"
