#!/usr/bin/env bash
# scripts/serve-ssh-load.sh [N]: the classroom's resource figures over
# real OpenSSH clients, as a class meets them. N-1 students (29 by
# default) connect with ssh in windows of their own (80x24) of a private
# tmux, each opens a chess game against the default player (10 s a move)
# and plays 1. e4; while their engines think, the Nth connects, and the
# script reports how long its ssh took from its start to the setup
# screen, with the server's RSS before, at that moment and after, and
# the load average. A measurement, not a test: nothing is asserted but
# that every screen came. Needs go, tmux, ssh and ssh-keygen.
#
#	nice -n 10 scripts/serve-ssh-load.sh 30
#
# ROLLOUT_BIN=FILE measures that binary instead of building this tree's
# (to compare two builds in one sitting).
source "$(dirname "$0")/../e2e/lib.sh"

n=${1:-30}
if [ -n "${ROLLOUT_BIN:-}" ]; then
	cp "$ROLLOUT_BIN" "$BIN"
else
	build
fi
ssh-keygen -q -t ed25519 -N "" -C class -f "$WORK/key"
cp "$WORK/key.pub" "$WORK/keys"
serve -authorized-keys "$WORK/keys" -max-sessions "$n"

rss() { awk '/^VmRSS/ {print int($2/1024) " MiB"}' "/proc/$SPID/status"; }
sshcmd() {
	echo "ssh -tt -p $port -i $WORK/key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR $1@127.0.0.1; echo EXITED \$?; sleep 600"
}

# first_screen NAME: opens NAME's ssh in a new window and prints the
# milliseconds from its start to the setup screen drawn.
first_screen() {
	local start_ns end_ns
	start_ns=$(date +%s%N)
	tm new-window -t "$SESSION" -n "$1" "$(sshcmd "$1")"
	PANE="$SESSION:$1.0"
	wait_for 'set up a game' 60
	end_ns=$(date +%s%N)
	echo $(((end_ns - start_ns) / 1000000))
}

echo "load at the start: $(cut -d' ' -f1-3 /proc/loadavg); server RSS $(rss)"
tm new-session -d -s "$SESSION" -n idle -x 80 -y 24 "sleep 600"
echo "a first session alone: its first screen after $(first_screen s0) ms (ssh start to the setup screen drawn)"
tm kill-window -t "$SESSION:s0"
tm new-window -t "$SESSION" -n s1 "$(sshcmd s1)"
for ((i = 2; i < n; i++)); do
	tm new-window -t "$SESSION" -n "s$i" "$(sshcmd "s$i")"
done
for ((i = 1; i < n; i++)); do
	PANE="$SESSION:s$i.0"
	wait_for 'set up a game' 60
done
# Chess is three games to the right of tic-tac-toe; the default player
# answers White's move with 10 s of thought.
for ((i = 1; i < n; i++)); do
	tm send-keys -t "$SESSION:s$i.0" Down Right Right Right Enter
done
for ((i = 1; i < n; i++)); do
	PANE="$SESSION:s$i.0"
	wait_for 'White to move|you are White|Your move' 60
	tm send-keys -t "$PANE" -l ":e4"
	tm send-keys -t "$PANE" Enter
done
for ((i = 1; i < n; i++)); do
	PANE="$SESSION:s$i.0"
	wait_for '1\. e4' 60
done
sleep 1
echo "$((n - 1)) sessions thinking: load $(cut -d' ' -f1-3 /proc/loadavg); server RSS $(rss)"

# The last student: from its ssh's start to its first screen.
echo "session $n's first screen after $(first_screen "s$n") ms (ssh start to the setup screen drawn), server RSS $(rss)"
thinking=0
for ((i = 1; i < n; i++)); do
	if tm capture-pane -p -t "$SESSION:s$i.0" | grep -q 'thinking\|rollouts'; then
		thinking=$((thinking + 1))
	fi
done
echo "sessions still thinking then: $thinking of $((n - 1)); load $(cut -d' ' -f1-3 /proc/loadavg)"
tm kill-server
sleep 2
echo "all closed: server RSS $(rss)"
