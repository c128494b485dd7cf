#!/usr/bin/env bash
# e2e/serve.sh: rollout serve with the real OpenSSH client in tmux. The
# server starts on a free loopback port with a fresh state directory and
# warns that anyone may connect; ssh gets the setup screen, plays a move
# of tic-tac-toe by a mouse click, opens the study screen on it and steps it, sees the
# study's layout change when the window shrinks, and quits (q asks
# first over the game going on, q again quits); reconnecting
# is offered the game to resume, and resumes it; then SIGTERM: the client
# is told, the server exits 0 (its grace is 1.5 s; the time is printed).
# Needs go, tmux and ssh (openssh-client); run from anywhere:
# e2e/serve.sh.
source "$(dirname "$0")/lib.sh"

build

# Port 0: the system picks a free one, and the log says which.
serve
grep -q 'this machine only' "$LOG" || { cat "$LOG" >&2; echo "FAIL: the log does not say it serves this machine only" >&2; exit 1; }
grep -q 'ANYONE WHO CAN REACH THIS PORT MAY CONNECT' "$LOG" || { cat "$LOG" >&2; echo "FAIL: no warning without -authorized-keys" >&2; exit 1; }
[ "$(stat -c %a "$WORK/serve/host_ed25519")" = 600 ] || { echo "FAIL: host key not 0600" >&2; exit 1; }

# connect W H: ssh to the server in a fresh tmux session; the pane shows
# "EXITED <status>" when ssh ends.
connect() {
	tm kill-server 2>/dev/null || true
	local i
	for ((i = 0; i < 20; i++)); do
		if tm new-session -d -s "$SESSION" -x "$1" -y "$2" \
			"ssh -tt -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR localhost; echo EXITED \$?; sleep 60" 2>/dev/null; then
			return 0
		fi
		sleep 0.1
	done
	fail "tmux would not start"
}

connect 100 32
wait_for 'set up a game' 15
# Start tic-tac-toe against uct; play the centre with a mouse click
# (through ssh); the engine replies.
tm send-keys -t "$PANE" Enter
wait_for 'to move' 10
click_square b2
wait_for '1\. b2 +[a-c][1-3]' 20

# The study screen on this position, stepped twice.
tm send-keys -t "$PANE" t
wait_for '^Study  Tic-tac-toe' 10
wait_for ' tree ' 5
tm send-keys -t "$PANE" n
wait_for 'Iteration 1, 1/4 select' 5
tm send-keys -t "$PANE" n
wait_for 'Iteration 1, 2/4 expand' 5
no_wide_lines 100

# A narrower window: the server passes the resize on, the tree pane goes.
tm resize-window -t "$SESSION" -x 70 -y 24
wait_gone ' tree ' 5
wait_for 'Iteration 1, 2/4 expand' 5
no_wide_lines 70

# The study was opened over a game going on: q asks first, q again quits.
tm send-keys -t "$PANE" q
wait_for 'Press q again to quit; the game is saved' 10
tm send-keys -t "$PANE" q
wait_for '^EXITED 0' 10
grep -q 'disconnect .*reason=quit' "$LOG" || fail "no disconnect line in the log"
[ -s "$WORK/serve/users/"*/autosave.json ] || fail "no autosave in the user's directory"

# Reconnect: the game is offered, and resumes.
connect 100 32
wait_for 'R resumes: Tic-tac-toe, X to play move 2' 15
tm send-keys -t "$PANE" R
wait_for 'Resumed: X to play move 2' 10

# SIGTERM: the client is told, the server exits 0: its session closed
# within the 1.5 s grace (past it, serve cuts the connections and exits 1).
# The time to exit (2 s is the promise) is printed, not asserted: a
# loaded machine takes longer to schedule a process's exit, and a bound
# of PATIENCE seconds catches a hang.
start_ns=$(date +%s%N)
kill -TERM "$SPID"
end=$((SECONDS + PATIENCE))
# Running until its state is Z (exited, for the wait below to reap).
while [ "$(awk '{ print $3 }' "/proc/$SPID/stat" 2>/dev/null || echo Z)" != Z ]; do
	((SECONDS <= end)) || fail "serve still running ${PATIENCE}s after SIGTERM"
	sleep 0.02
done
rc=0
wait "$SPID" || rc=$?
ms=$((($(date +%s%N) - start_ns) / 1000000))
SPID=""
((rc == 0)) || fail "serve exited $rc after SIGTERM (${ms} ms)"
wait_for 'the server is shutting down' 5
wait_for '^EXITED' 5
grep -q 'reason="server shutdown"' "$LOG" || fail "the session's end is not logged as the shutdown"
echo "ok: serve (SIGTERM to exit: ${ms} ms)" >&2
