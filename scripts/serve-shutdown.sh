#!/usr/bin/env bash
# scripts/serve-shutdown.sh [N]: how long rollout serve takes to shut
# down (SIGTERM) with N students (10 by default) connected over real
# OpenSSH clients in a private tmux, each in a chess game whose engine
# thinks (10 s a move) after 1. e4, and whether each was told and had
# its game saved. It prints the time from the signal to the server's
# exit, how many screens said "the server is shutting down. Your game
# is saved" and how many users' autosave.json hold 1. e4. N=0 measures
# an idle server with one student on the setup screen. A measurement,
# not a test: nothing is asserted but that every screen came. Needs go,
# tmux and ssh.
#
#	nice -n 19 scripts/serve-shutdown.sh 10
#
# ROLLOUT_BIN=FILE measures that binary instead of building this tree's.
source "$(dirname "$0")/../e2e/lib.sh"

n=${1:-10}
if [ -n "${ROLLOUT_BIN:-}" ]; then
	cp "$ROLLOUT_BIN" "$BIN"
else
	build
fi
# No key: each student is their user name (s1, s2, ...), a user apiece,
# all from one address, as a lab behind one NAT address.
serve -max-sessions "$((n + 1))" -max-sessions-per-client "$((n + 1))" -max-sessions-per-address "$((n + 1))"

sshcmd() {
	echo "ssh -tt -p $port -o PubkeyAuthentication=no -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR $1@127.0.0.1; echo EXITED \$?; sleep 600"
}

tm new-session -d -s "$SESSION" -n idle -x 80 -y 24 "sleep 600"
m=$((n > 0 ? n : 1))
for ((i = 1; i <= m; i++)); do
	tm new-window -t "$SESSION" -n "s$i" "$(sshcmd "s$i")"
done
for ((i = 1; i <= m; i++)); do
	PANE="$SESSION:s$i.0"
	wait_for 'set up a game' 60
done
if ((n > 0)); then
	for ((i = 1; i <= n; i++)); do
		tm send-keys -t "$SESSION:s$i.0" Down Right Right Right Enter
	done
	for ((i = 1; i <= n; i++)); do
		PANE="$SESSION:s$i.0"
		wait_for 'White to move|you are White|Your move' 60
		tm send-keys -t "$PANE" -l ":e4"
		tm send-keys -t "$PANE" Enter
	done
	for ((i = 1; i <= n; i++)); do
		PANE="$SESSION:s$i.0"
		wait_for '1\. e4' 60
	done
	sleep 1
fi
echo "load before the signal: $(cut -d' ' -f1-3 /proc/loadavg)"
start_ns=$(date +%s%N)
kill -TERM "$SPID"
while kill -0 "$SPID" 2>/dev/null; do sleep 0.01; done
end_ns=$(date +%s%N)
SPID=""
echo "shutdown with $n searching: $(((end_ns - start_ns) / 1000000)) ms from SIGTERM to the server's exit"
told=0
for ((i = 1; i <= m; i++)); do
	PANE="$SESSION:s$i.0"
	wait_for 'EXITED' 10
	if screen | tr -d '\n' | grep -q 'shutting down.*Your game is saved'; then
		told=$((told + 1))
	fi
done
saved=$({ grep -lE '"move": "(e4|e2e4)"' "$WORK"/serve/users/*/autosave.json 2>/dev/null || true; } | wc -l)
echo "told: $told of $m; autosave.json with 1. e4: $saved of $n"
grep -E 'shutting down|stopped|still closing' "$LOG" | sed 's/^/log: /' || true
if [ -n "${SHOW:-}" ]; then
	PANE="$SESSION:s1.0"
	screen
fi
