// Package learn is a short course in Monte Carlo tree search, taught on
// the real engine: every lesson sets up a real position and runs a real
// search on the study stepper (engine.Stepper), and at each task the
// learner predicts what the program will do before it shows it (which
// child selection takes, whom a rollout's result favours, what N and
// mean become after backpropagation, which move the search chooses). The
// package asks, checks the answer and explains with the search's own
// figures; a screen (ui/screens/learn) or a test drives it, so every
// lesson can be finished headless.
//
// A lesson's questions are multiple choice, answered by number, so a
// lesson can be taken from the keyboard alone. A Session holds one
// lesson under way; Progress, a small value the autosave stores, records
// which lessons are finished and how.
//
// It imports engine and variants only (the games through the registry):
// no user interface.
package learn
