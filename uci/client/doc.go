// Package client runs an external UCI engine (stockfish, any engine that
// speaks the Universal Chess Interface, rollout's own uci command) as an
// engine.Player, so it can be chosen wherever a side is: the TUI, match,
// analyze. A player is named by a spec, "uci:NAME[,key=value...]"
// (ParseSpec): NAME is a command on the PATH (or in /usr/games) or a path;
// movetime, nodes, depth and timeout are the client's own keys, every
// other key is an engine option sent with setoption:
//
//	uci:stockfish,Skill Level=0,movetime=200
//
// The Engine type is the protocol: the handshake (uci/uciok,
// isready/readyok) under a timeout, setoption, ucinewgame, position ...
// moves ..., go with a movetime, clocks, nodes, depth or infinite, stop,
// and info lines parsed into Info values (ParseInfo). The Player turns
// info lines into the same engine.Snapshot values the rollout players
// publish, so the status bar and the per-move table show the external
// engine's thinking.
//
// A crashed, hung or misbehaving engine (no uciok in time, no bestmove in
// time, an illegal bestmove) is an error that says which and what the
// engine last said; the process is always reaped (Close, and the parent's
// death on Linux). The client knows nothing of chess beyond the position
// and move texts of variants, so engines of other games that speak UCI
// (fairy-stockfish) fit it unchanged.
package client
