// Package learn is the lesson screen: the course of package learn (eight
// lessons over the study stepper) taken on the terminal. A lesson shows
// its title, its idea and its position; each question asks the learner
// to predict what the search will do (a choice by its number key) before
// the program shows it; the screen checks the answer through the course,
// explains it and shows the search as the answer left it, then steps on.
// n and p move between lessons; the learner's progress (learn.Progress)
// is kept in the state directory beside the autosave, in learn.json,
// written through ui/autosave (autosave.Progress, the root's), so the
// course resumes where it was left.
//
// The root opens it for nav.Learn (rollout -learn, -mode learn, the
// setup screen's mode learn); it leaves by nav.ShowScreenMsg to the
// setup screen. It imports the ui's leaves and components, never another
// screen nor the root; the course's work (starting a lesson, checking an
// answer, which runs the search) is done in a Cmd, off the UI goroutine.
package learn
