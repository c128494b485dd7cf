#!/usr/bin/env bash
# commit-subjects.sh checks that every commit after BASE has a subject
# (its first line) of at most 72 characters, as Go's own project writes
# them (`pkg: what changed`; docs/development.md): `git log --oneline`
# must stay readable. It prints each commit over the limit with its
# length and fails if there is one. CI runs it (.ci/run).
#
# Usage: scripts/commit-subjects.sh [BASE]   (from anywhere)
#
# BASE defaults to the tip of main when the rule was made (issue 28):
# the history before it predates the rule (its subjects average 304
# characters) and is not rewritten, so only newer commits are checked.
# A clone without BASE (a shallow one) cannot tell new commits from old
# and skips the check with a note.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-04a3edc77d4e2440249b752a7d16274968660c35}
max=72
# Commits already on main with a longer subject, which cannot be
# reworded there (main's history is never rewritten): skipped, so CI on
# main stays green. Add one only once it has landed; run this script
# before landing to need none.
landed_over_limit=(
	329a4456925a4e05685d89bcae92e9b88b049f99 # 75 characters, before the check
	62d607f4c5176cfebb318c16ed155afe5dfbe0a3 # 73 characters
	4fd1d81f31cdab33a2ce4a94c3e6622ed65fe863 # 79 characters
	459daa0f961035f0e77ade1c1c81e8bdb52bfae3 # 73 characters
	8d396a76626a5273a5c75f7d746752f81923348c # 76 characters
	bb962cfe0db8a960043789a2dfc734eb87cc896b # 74 characters
	4e15d1bfda6d998f6e69032fb8c203128a09688e # 73 characters
	d19f52ce93a6e61e4440ba53bd26d01921c66ded # 74 characters
	299be11e5981273dd7d4c3de59ea8be6d5d2b22b # 76 characters
)
export LC_ALL=C.UTF-8 # count characters, not bytes: subjects may hold "…"

if ! git rev-parse --git-dir >/dev/null 2>&1; then
	echo "commit subjects: not a git checkout; skipped"
	exit 0
fi
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
	echo "commit subjects: base $base not in this clone (shallow?); skipped"
	exit 0
fi
n=0 bad=0
while IFS= read -r line; do
	hash=${line%% *} subject=${line#* }
	n=$((n + 1))
	if [ "${#subject}" -gt "$max" ]; then
		bad=$((bad + 1))
		printf '%s: subject of %d characters (at most %d): %s\n' "${hash:0:12}" "${#subject}" "$max" "$subject"
	fi
done < <(git log --format='%H %s' "$base..HEAD" |
	awk -v skip="${landed_over_limit[*]}" 'BEGIN { split(skip, a, " "); for (i in a) known[a[i]] = 1 } !($1 in known)')
if [ "$bad" -gt 0 ]; then
	echo "commit subjects: $bad of $n commits after ${base:0:12} have subjects over $max characters;"
	echo "reword them (git rebase -i) as 'pkg: what changed', the rest in the body"
	exit 1
fi
echo "commit subjects: $n commits after ${base:0:12}, none over $max characters"
