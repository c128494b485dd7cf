// Package panel is the panel beside a board: the move list and the
// per-move table of an engine's search (rollouts, W/D/L,
// mean ± se, the chosen move marked ****), drawn from the View data a
// screen fills in. It imports only the kit.
package panel
