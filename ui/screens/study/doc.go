// Package study is the study screen: one deterministic single-worker
// search (an engine.Stepper) driven a phase, an iteration or a hundred
// at a time, or continuously, with every phase shown: the board (the
// root, or the rollout replayed ply by ply), the tree with each node's
// visits, mean, UCB and exact value, the phase panel that says what the
// phase did and why, and under the tree the root moves' table, the
// convergence chart or flat and uct compared on the same budget.
//
// The root opens it for nav.OpenStudyMsg (rollout -study, the setup
// screen's mode study, a game's t) with New; it leaves by
// nav.LeaveStudyMsg, back to the game or the setup screen. It imports
// the ui's leaves and components, never another screen nor the root;
// its engine work (the stepping, the comparison, the exact values'
// proofs) goes through enginerun, and its View draws one frame read from
// the stepper at one moment.
package study
