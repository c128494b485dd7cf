#!/usr/bin/env bash
# e2e/learn.sh: takes the whole course on the lesson screen of the real
# rollout binary in tmux at 80x24, each lesson with its first answer
# wrong and the others right (the right choices read from `rollout
# learn`, the same course in plain text), checking each score; on lesson
# 4 opens the lesson's search on the study screen (s) and comes back
# (esc) to the lesson where it was; after the last lesson, the course's
# summary, and enter to the setup screen. Then `rollout -learn 2` and
# the screen at 120x40. Needs go and tmux; run from anywhere:
# e2e/learn.sh.
source "$(dirname "$0")/lib.sh"

build

# The right choice of every question of the course, in order, as
# "LESSON CHOICE" lines: answer 1 everywhere, read which was right.
rights=$(printf '1\n%.0s' {1..100} | "$BIN" learn -lesson 1 | awk '
	/^Lesson [0-9]+ of/ { lesson = $2 }
	/^Question [0-9]+ of/ { n = 0; delete ch }
	/^  [0-9]+\) / { n++; c = $0; sub(/^  [0-9]+\) /, "", c); ch[n] = c }
	/Right\.$/ { print lesson, 1 }
	/Not quite: the answer is / {
		x = $0; sub(/.*Not quite: the answer is /, "", x); sub(/\.$/, "", x)
		for (i = 1; i <= n; i++) if (ch[i] == x) print lesson, i
	}') || fail "rollout learn failed"
lessons=$("$BIN" learn -list | grep -c '^[0-9]*\. ')
((lessons >= 9)) || fail "rollout learn -list lists $lessons lessons"

start 80 24 -learn -no-color
for lesson in $(seq 1 "$lessons"); do
	wait_for "^Lesson $lesson of $lessons: " 10
	wait_for 'Press enter for the first' 10
	no_wide_lines 80
	if ((lesson == 4)); then
		# The lesson's search on the study screen, with its settings
		# (uct on lesson 3's position), and esc back to the lesson.
		tm send-keys -t "$PANE" t
		wait_for '^Study  Tic-tac-toe  uct ' 10
		no_wide_lines 80
		tm send-keys -t "$PANE" Escape
		wait_for "^Lesson 4 of $lessons: UCT on the same position" 10
		wait_for 'Press enter for the first' 10
	fi
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
# The course's end: its summary, then enter to the setup screen.
wait_for "The course is done: [0-9]+ of [0-9]+ right over the $lessons of $lessons lessons" 10
no_wide_lines 80
[ -s "$ROLLOUT_STATE_DIR/learn.json" ] || fail "no learn.json in the state dir"
tm send-keys -t "$PANE" Enter
wait_for 'set up a game' 10
tm send-keys -t "$PANE" q
exited_ok

# The progress is kept: -learn 2 opens lesson 2. Its help (keys, then
# the figures its tables show) scrolls to its last line.
restart 80 24 -learn 2 -no-color
wait_for "^Lesson 2 of $lessons: Flat Monte Carlo" 10
tm send-keys -t "$PANE" '?'
wait_for '^Figures' 5
tm send-keys -t "$PANE" NPage NPage NPage
wait_for 'closes the help' 5
no_wide_lines 80
tm send-keys -t "$PANE" q
exited_ok

# At 120x40 by -mode learn: where the learner was last (lesson 2, opened
# by -learn 2), fitting the pane.
restart 120 40 -mode learn -no-color
wait_for "^Lesson 2 of $lessons" 10
tm send-keys -t "$PANE" Enter
wait_for 'Question 1 of 3\. Predict:' 10
no_wide_lines 120
tm send-keys -t "$PANE" q
exited_ok
echo "PASS: e2e/learn.sh"
