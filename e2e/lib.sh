# Shared helpers of the tmux end-to-end scripts (fzf's technique): a
# private tmux server, send-keys, capture-pane, wait-until loops, and
# mouse clicks sent as SGR escape sequences. Sourced, not run.

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
: "${TMPDIR:=/tmp}"
WORK=$(mktemp -d "$TMPDIR/rollout-e2e.XXXXXX")
BIN="$WORK/rollout"
# Autosaves go to the script's own directory, never the user's.
export ROLLOUT_STATE_DIR="$WORK/state"
SOCK="$WORK/tmux.sock"
SESSION=e2e
PANE="$SESSION:0.0"

command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }

# tm runs tmux on the script's own server, so a person's tmux is untouched.
tm() { tmux -S "$SOCK" "$@"; }

# kill_panes ends the script's tmux server and waits until the programs
# its panes ran have exited. The binary quits on the hangup as on q, and
# writes its resume slot (state/autosave.json) as it goes: removing
# $WORK before then failed on that write ("rm: cannot remove
# .../state: Directory not empty"), and a binary started again at once
# would share the state directory with the one still quitting. The
# panes' shells and their children (the binary, or the shell's last
# sleep) are waited for up to PATIENCE seconds, then killed.
kill_panes() {
	local pids="" shells p i alive
	shells=$(tm list-panes -a -F '#{pane_pid}' 2>/dev/null) || shells=""
	for p in $shells; do
		pids+=" $p $(pgrep -P "$p" || true)"
	done
	tm kill-server 2>/dev/null || true
	for ((i = 0; i < 20 * PATIENCE; i++)); do
		alive=""
		for p in $pids; do
			if kill -0 "$p" 2>/dev/null; then alive+=" $p"; fi
		done
		[ -z "$alive" ] && return 0
		sleep 0.05
	done
	echo "warning: still running after ${PATIENCE}s, killed:$alive" >&2
	kill -KILL $alive 2>/dev/null || true
}

cleanup() {
	kill_panes
	rm -rf "$WORK"
}
trap cleanup EXIT

# build puts the binary under test at $BIN: a copy of $ROLLOUT_E2E_BIN
# when it is set (.ci/run builds once for all the scripts: a build per
# script took most of the end-to-end step's time), else built here, so a
# script run alone tests the checkout it is in.
build() {
	if [ -n "${ROLLOUT_E2E_BIN:-}" ]; then
		cp "$ROLLOUT_E2E_BIN" "$BIN" || { echo "FAIL: ROLLOUT_E2E_BIN=$ROLLOUT_E2E_BIN is no binary to copy" >&2; exit 1; }
		return
	fi
	(cd "$ROOT" && go build -o "$BIN" .)
}

# start W H ARGS...: runs the binary in a detached session of W x H; when
# it exits, the pane shows "EXITED <status>" so the script can check it.
start() {
	local w=$1 h=$2
	shift 2
	tm new-session -d -s "$SESSION" -x "$w" -y "$h" \
		"cd '$WORK' && '$BIN' $*; echo EXITED \$?; sleep 60"
}

screen() { tm capture-pane -p -t "$PANE"; }

fail() {
	echo "FAIL: $*" >&2
	echo "----- pane -----" >&2
	screen >&2 || true
	echo "----------------" >&2
	exit 1
}

# PATIENCE is the least time, in seconds, any wait below gives what it
# waits for (E2E_PATIENCE, 60 by default): the waits poll and return as
# soon as the screen shows it, so only a hang reaches the limit, never a
# loaded machine. A script's own SECONDS count only when larger. No
# script proves promptness by a wait's limit: what must happen at once
# says so on the screen ("Moved now"), or is checked by a count.
PATIENCE=${E2E_PATIENCE:-60}

# patience [SECONDS]: the limit a wait uses, in seconds.
patience() { echo $((${1:-0} > PATIENCE ? ${1:-0} : PATIENCE)); }

# wait_for REGEX [SECONDS]: until the screen matches (grep -E), or fail.
wait_for() {
	local re=$1 secs end
	secs=$(patience "${2:-}")
	end=$((SECONDS + secs))
	while ((SECONDS <= end)); do
		if screen | grep -Eq -- "$re"; then
			return 0
		fi
		sleep 0.05
	done
	fail "timed out after ${secs}s waiting for /$re/"
}

# wait_gone REGEX [SECONDS]: until the screen no longer matches, or fail.
wait_gone() {
	local re=$1 secs end
	secs=$(patience "${2:-}")
	end=$((SECONDS + secs))
	while ((SECONDS <= end)); do
		if ! screen | grep -Eq -- "$re"; then
			return 0
		fi
		sleep 0.05
	done
	fail "still showing /$re/ after ${secs}s"
}

# which REGEX...: waits until one of the patterns matches and prints its
# index (from 0).
which_of() {
	local j s end
	end=$((SECONDS + PATIENCE))
	while ((SECONDS <= end)); do
		s=$(screen)
		for ((j = 1; j <= $#; j++)); do
			if grep -Eq -- "${!j}" <<<"$s"; then
				echo $((j - 1))
				return 0
			fi
		done
		sleep 0.05
	done
	fail "timed out after ${PATIENCE}s waiting for one of: $*"
}

# no_wide_lines W: fails if any line of the pane is wider than W.
no_wide_lines() {
	local w=$1 got
	got=$(screen | LC_ALL=C.UTF-8 wc -L)
	if ((got > w)); then
		fail "a line is $got columns wide, the pane $w"
	fi
}

# click X Y: a left click at the 1-based cell (X, Y), as an SGR mouse press
# and release.
click() {
	tm send-keys -t "$PANE" -l $'\e[<0;'"$1;$2"'M'
	tm send-keys -t "$PANE" -l $'\e[<0;'"$1;$2"'m'
}

# square_xy FILE RANK: prints the 1-based screen cell of a board square,
# found from the screen: the column of FILE in the file-label row and the
# row whose rank label is RANK (the board may be anywhere, flipped, or
# drawn at any scale: the label sits on a square's middle row).
square_xy() {
	screen | awk -v f="$1" -v r="$2" '
		{ line[NR] = $0 }
		$0 ~ "^ *[a-h]  +[a-h]  +[a-h]" { files = NR }
		END {
			if (!files) exit 1
			# capture-pane trims trailing blanks: the last file letter and
			# an empty rank'"'"'s label may end their lines.
			at = index(line[files] " ", " " f " ")
			for (i = files - 1; i >= 1 && i >= files - 40; i--)
				if (line[i] ~ "^ *" r "( |$)") { y = i; break }
			if (!at || !y) exit 1
			x = at + 1
			print x, y
		}'
}

# click_square SQUARE: clicks a square given by name ("e2").
click_square() {
	local x y
	read -r x y < <(square_xy "${1:0:1}" "${1:1}") || fail "square $1 not found on the screen"
	click "$x" "$y"
}

# restart ARGS...: ends the session and starts the binary again.
# Killing the last session makes the tmux server exit; a new-session that
# reaches the dying server fails with "server exited unexpectedly", so the
# start is retried until a fresh server takes it.
restart() {
	kill_panes
	local i
	for ((i = 0; i < 20; i++)); do
		if start "$@" 2>/dev/null; then
			return 0
		fi
		sleep 0.1
	done
	start "$@"
}

# exited_ok: the program has quit with status 0.
exited_ok() { wait_for '^EXITED 0' 5; }

# serve ARGS...: starts `rollout serve` on a free loopback port with the
# state directory $WORK/serve and ARGS, its log in $LOG; sets SPID and
# port (the log says which port the system chose), and stops the
# server on exit. Needs ssh (openssh-client), checked here.
serve() {
	command -v ssh >/dev/null || { echo "FAIL: ssh (openssh-client) is not installed" >&2; exit 1; }
	LOG="$WORK/serve.log"
	trap 'stop_server; cleanup' EXIT
	# The log exists before the server starts: the background child opens
	# it, and on a loaded machine the loop below can read first.
	: >"$LOG"
	"$BIN" serve -listen 127.0.0.1:0 -state-dir "$WORK/serve" "$@" 2>"$LOG" &
	SPID=$!
	port=""
	local i
	for ((i = 0; i < 100; i++)); do
		port=$(sed -n 's/.*listening addr=127\.0\.0\.1:\([0-9]*\).*/\1/p' "$LOG")
		[ -n "$port" ] && return 0
		kill -0 "$SPID" 2>/dev/null || { cat "$LOG" >&2; echo "FAIL: serve exited" >&2; exit 1; }
		sleep 0.1
	done
	cat "$LOG" >&2
	echo "FAIL: serve never listened" >&2
	exit 1
}

# stop_server kills the server serve started, if it runs, and waits
# for it to be gone (it writes its students' state under $WORK/serve).
stop_server() {
	if [ -n "${SPID:-}" ]; then
		kill -KILL "$SPID" 2>/dev/null || true
		wait "$SPID" 2>/dev/null || true
	fi
}

# A class over OpenSSH (classroom.sh, classmates.sh, invite.sh): each
# person's ssh in a window of its own of the script's tmux, read by at.

# seat WHO [W H]: WHO's ssh into the server serve started, in a window
# named WHO (the first seat makes the session, W x H: 100x30 unless
# given; later windows take the session's size). With a key $WORK/WHO
# (made by the script's ssh-keygen) it logs in by that key, else by its
# name alone.
seat() {
	local who=$1 auth="-o PubkeyAuthentication=no" cmd
	if [ -f "$WORK/$who" ]; then
		auth="-i $WORK/$who"
	fi
	cmd="ssh -tt -p $port $auth -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR $who@127.0.0.1; echo EXITED \$?; sleep 60"
	if ! tm has-session -t "$SESSION" 2>/dev/null; then
		tm new-session -d -s "$SESSION" -n "$who" -x "${2:-100}" -y "${3:-30}" "$cmd"
	else
		tm new-window -t "$SESSION" -n "$who" "$cmd"
	fi
}

# at WHO: the wait helpers read WHO's window.
at() { PANE="$SESSION:$1.0"; }

# keys KEY...: sends keys to the window read.
keys() { tm send-keys -t "$PANE" "$@"; }

# focused: the setup screen's focused row, the one marked ">".
focused() { screen | grep -E '^> ' || true; }

# press KEY: sends KEY to the setup screen and waits until its focused
# row is drawn otherwise, as every key field and choose send does (the
# focus and each row's choices wrap around). A loaded machine draws a
# key a second or more after it is sent: field and choose, which
# pressed again after a fixed sleep, went past the row or the choice
# they looked for. A key that changes nothing is a failure, said
# within 2 s when no row is focused (not the setup screen), at once
# when the program has exited, else after PATIENCE: press waited a
# sixth of PATIENCE and went on, so a script on the wrong screen took
# minutes to fail (field: 30 keys of 10 s each), then said only "no
# setup field".
press() {
	local before end
	before=$(focused)
	end=$((SECONDS + 2))
	while [ -z "$before" ] && ((SECONDS <= end)); do # a frame drawn as it was read
		sleep 0.05
		before=$(focused)
	done
	[ -n "$before" ] || fail "press $1: no focused row: not the setup screen"
	keys "$1"
	end=$((SECONDS + PATIENCE))
	while ((SECONDS <= end)); do
		[ "$(focused)" != "$before" ] && return 0
		if screen | grep -q '^EXITED'; then
			fail "press $1: the program exited"
		fi
		sleep 0.05
	done
	fail "press $1: the focused row stayed '$before' for ${PATIENCE}s"
}

# field LABEL: moves the setup screen's focus down to the field LABEL.
field() {
	local i
	for ((i = 0; i < 30; i++)); do
		screen | grep -Eq "^> $1 " && return 0
		press Down
	done
	fail "no setup field $1"
}

# choose LABEL REGEX KEY: on the row LABEL, presses KEY until the row
# shows REGEX (the named classmates, "@bob", come after "classmate" and
# arrive as students connect, so a row is chosen by what it shows).
choose() {
	local i
	field "$1"
	for ((i = 0; i < 20; i++)); do
		screen | grep -Eq "^> $1 +. $2" && return 0
		press "$3"
	done
	fail "no $2 on the row $1"
}

# resume_here GAME WHERE: the setup screen read offers GAME at WHERE;
# R resumes it.
resume_here() {
	wait_for "R resumes: $1, $2" 15
	keys R
	wait_for "Resumed: $2" 10
}
