// Package uci speaks the Universal Chess Interface on a pair of streams, so
// chess GUIs and tournament managers (cutechess, Arena, polyglot, ...) can
// run the rollout engines. A Session understands uci, isready, setoption,
// ucinewgame, position, go, stop, ponderhit, debug, register and quit;
// anything else is answered with an info string and ignored, as the
// protocol asks. Every go gets exactly one bestmove, always a legal move
// when the position has one ("0000" only when it has none), and every
// input it cannot honour is explained in an info string rather than
// ignored. docs/uci.md documents each option and go form.
//
// The player is kept between the go commands of one game, so uct reuses
// its tree, until ucinewgame, a setoption or a position that does not
// continue the game.
//
// The sub-package client is the other side of the protocol: it runs an
// external UCI engine (stockfish, or rollout itself) as an engine.Player.
package uci
