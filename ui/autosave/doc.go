// Package autosave keeps the game in progress on disk, with no Bubble Tea
// in it: the resume slot (autosave.json) and the previous slot
// (autosave-previous.json) in the state directory, written atomically (a
// temporary file, then a rename) so a crash leaves the last whole save;
// Load reads a slot and moves a save that does not read aside; Saver
// queues writes and removals one at a time off the UI goroutine, counted
// by the caller's WaitGroup, and keeps a displaced unfinished game in the
// previous slot. The ui's play screen builds a Game from its record and
// asks the Saver to write it; the setup screen offers the slots (R, P).
package autosave
