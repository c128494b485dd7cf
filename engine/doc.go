// Package engine chooses moves: the players (random, searchlight,
// perfect, flat, roulette, uct, uct-roulette and the default preset),
// the rollout kernels they share, budgets and clocks, per-move statistics
// and the progress stream the UI and the headless commands read, and the
// study Stepper that runs a search one phase at a time for teaching. It
// imports variants and nothing from the UI.
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
// # Where each concept lives
//
// Players and their registry. player.go is the Player interface
// (Name, Config, Search); players.go the registry: New builds a player
// from a Config, Players, Info and PlayerNames describe them for menus
// and -h, CanPlay and CheckWorkers refuse what cannot run, IsExternal
// and ExternalInfo name UCI engines. config.go holds Config and its
// defaults (ForGame, the DefaultPlayer's preset per game, ExplorationFor),
// seed.go GameSeed and PlayerSeed, rng.go the seeded random streams.
// The players without a tree: random.go, searchlight.go (Tong's one-move
// look-ahead), perfect.go (exact play from the game's solver, a uct
// search where the solver gives up). arena.go plays a whole game between
// two players (PlayGame).
//
// The uct tree. uct.go is the player: root parallelism, a tree kept and
// re-rooted between the moves of a game, the default player (newDefault).
// uct_tree.go is the tree itself: nodes in an arena linked by index,
// re-rooting, compacting a full arena (Config.NodeBudget) to its most
// visited lines, the proof table.
// nodearena_mmap.go (with nodearena_huge_linux.go and
// nodearena_huge_other.go) maps the arena outside the Go heap, huge pages
// where Linux offers them; nodearena_heap.go is the heap fallback (and
// the race detector's). uct_iterate.go is one iteration as four phases
// (descend, expand, simulate, backpropagate) that the player and the
// Stepper share, with UCB1 or roulette selection, implicit minimax,
// progressive bias and widening from priors, and the proofs that move up
// the tree (a proven win or loss stops drawing visits).
//
// Estimators and policies. kernel.go is the rollout kernel every player
// runs: the Plain estimator (the game's result), Rao-Blackwellised RB
// (each ply's exact chance of an immediate win), Eval (a rollout cut
// after k plies and scored by the static evaluation), all summed in
// fixed point; the Estimator type and its parsing are in config.go.
// policy.go is the rollout Policy: Uniform, the reference, or Light (a
// little game knowledge, always labelled). stats.go tallies a root move's
// rollouts in integers (mean, variance, standard error).
//
// Spread: flat and roulette. spread.go runs rollouts spread evenly over
// the root moves (Roller's scheme) in numbered work units, each with its
// own stream, for the two flat players: flat.go (best mean wins) and
// roulette.go (Tong's depth-penalised scores, the move drawn by a
// roulette wheel).
//
// Budgets and clocks. config.go's Budget says when a search stops (think
// time, rollouts, a target standard error; the zero Budget runs until
// cancelled);
// halt.go records the first StopReason; settle.go stops a timed tree
// search once more thought cannot change its choice; rebudget.go
// (WithBudget) gives a player a new budget without losing its tree;
// resume.go (Resume) goes on with a cancelled search. clock.go turns a
// game clock into an Allotment of soft and hard time (Clock.Allot);
// clock_player.go searches under it (ClockedSearch, ClockedPlayer).
//
// Snapshots and publishing. snapshot.go defines MoveStats, Snapshot and
// Result, the status line (Snapshot.StatusLine) and CountText;
// publish.go sends snapshots without blocking (the newest waits);
// follow.go (Follow) turns the stream into periodic calls for line
// printers (analyze, UCI info); report.go orders and prints the per-move
// table (Rows, WriteTable, FormatMean); visitorder.go is the one order
// of a node's children by visits (VisitOrder) that uct's choice, the
// study's tree and every table's "by visits" share, equal moves going
// by the game's order of their texts (variants.CompareMoveTexts); apart.go says when
// two means are told apart (ToldApart, the study's '!'); table.go converts a Result to and
// from the table a game record keeps.
//
// The study Stepper. step.go is the Stepper: NewStepper, Step (one
// phase), Iterate (one iteration), Run and RunContext (many, at full
// speed), Snapshot; Steppable lists the players it runs. step_event.go
// is what a phase reports: the Phase, the Event with its SelectEvent
// (each Level's Candidates and the choice), ExpandEvent, SimulateEvent
// (the rollout's moves and, under rb, each RBPly) and BackpropEvent
// (each NodeUpdate). step_phase.go runs each phase with the player's own
// code and copies out what a learner sees; step_flat.go does the same
// for flat and roulette; step_rollout.go recovers a rollout's moves.
// step_back.go steps back (At, Back, BackIteration) by replaying, as the
// Stepper is deterministic. step_tree.go copies the tree out for a view
// (Tree, Subtree, TreeNode); exact.go caches the solver's exact values
// beside it (ExactValues).
//
// Trace JSON and DOT files. trace.go writes a study's events as JSON
// lines (TraceHeader, WriteTrace, WriteEvent; `rollout study -trace`,
// fields in docs/trace.md) and reads them back (ReadTrace). dot.go draws
// the tree's top levels as a Graphviz file (Stepper.WriteDOT; `rollout
// study -dot`).
//
// Errors are built by errorf (errors.go), every one prefixed "engine: ".
package engine
