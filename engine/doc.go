// Package engine chooses moves. It holds the players (random, searchlight,
// perfect, flat, roulette, uct), the rollout kernels they share (plain and
// Rao-Blackwellised), budgets, per-move statistics and the progress stream
// the UI and the headless commands read.
//
// A search works on a private clone of the position and runs rollouts on
// Config.Workers goroutines. While it runs, one publisher goroutine sends
// value Snapshots (never pointers into live state) on the caller's channel
// about ten times a second, never blocking on a slow reader and always
// delivering the last one; it closes the channel before Search returns.
//
// Determinism: every rollout draws its random numbers from a stream seeded by
// (Config.Seed, the root position's text, the rollout's index), not by the
// worker that happens to run it, and statistics are accumulated as integers.
// So a rollout budget gives bit-identical statistics and the same move for
// any worker count, run after run.
//
// The engine imports variants and nothing from the UI.
package engine
