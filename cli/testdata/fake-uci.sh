#!/bin/sh
# A fake UCI engine for the cli tests. FAKE_UCI_MODE says how it misbehaves at "go":
# crash (exits with status 3 after a word on stderr), hang (never answers,
# not even stop) or illegal (answers bestmove e2e5, which is never legal
# for white at the start); late (on the clock of the cli's forfeit test, go
# wtime 100 btime 100 winc 0 binc 0, sleeps 0.3 s and plays e2e4: a loss on
# time; on any other go line, the illegal move).
while read -r line; do
	case "$line" in
	uci) echo "id name fake-$FAKE_UCI_MODE"; echo uciok ;;
	isready) echo readyok ;;
	go*)
		case "$FAKE_UCI_MODE" in
		crash) echo "fake: boom" >&2; exit 3 ;;
		hang) ;;
		late)
			if [ "$line" = "go wtime 100 btime 100 winc 0 binc 0" ]; then
				sleep 0.3; echo "bestmove e2e4"
			else
				echo "bestmove e2e5"
			fi ;;
		*) echo "bestmove e2e5" ;;
		esac ;;
	quit) exit 0 ;;
	esac
done
