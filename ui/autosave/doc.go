// Package autosave keeps what the program saves in the state directory,
// with no Bubble Tea in it: the game in progress in the resume slot
// (autosave.json) and the previous slot (autosave-previous.json), older
// unfinished games (unfinished/), and the lessons' progress (learn.json,
// Progress). Every file is written atomically (a temporary file, then a
// rename) under the dir's lock, so a crash leaves the last whole save;
// Load and LoadProgress read one and move a file that does not read
// aside (NAME.bad-TIME, never over an earlier one); a Saver queues writes
// and removals one at a time off the UI goroutine, counted by the
// caller's WaitGroup, and keeps a displaced unfinished game in the
// previous slot. The ui's play screen builds a Game from its record and
// asks the Saver to write it; the setup screen offers the slots (R, P);
// the lesson screen saves its progress through the root's Progress.
package autosave
