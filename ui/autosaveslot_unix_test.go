//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
)

// Leaving a game returns to the setup screen without waiting for the
// state dir's lock (another rollout on the same dir holds it here): the
// slots are read by an engine run, which offers the game left (R) once
// the lock is free. Before, Update took the lock itself and the screen
// hung as long as the other process held it.
func TestLeavingAGameDoesNotWaitForTheLock(t *testing.T) {
	dir := t.TempDir()
	m, cmd := newTestModel(t, autosaveOpts(dir), 80, 24, newFake)
	m = drain(t, m, cmd)
	m = playOne(t, m, ":", "b", "2", "enter") // b2 a1, saved
	lock, err := os.OpenFile(filepath.Join(dir, autosave.LockName), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Skip("no flock here:", err)
	}
	unlock := func() { syscall.Flock(int(lock.Fd()), syscall.LOCK_UN) }
	type result struct {
		m   Model
		cmd tea.Cmd
	}
	returned := make(chan result, 1)
	go func() {
		m, cmd := press(m, "esc", "esc") // a game in progress: esc twice
		returned <- result{m, cmd}
	}()
	select {
	case r := <-returned:
		m, cmd = r.m, r.cmd
	case <-time.After(time.Minute):
		unlock()
		t.Fatal("leaving the game waited a minute for the state dir's lock in Update")
	}
	if !onSetup(m) || strings.Contains(m.View(), "R resumes") {
		t.Fatalf("want the setup screen, offering nothing yet:\n%s", m.View())
	}
	checked := make(chan tea.Msg, 1)
	go func() { checked <- runCmd(cmd) }()
	unlock()
	select {
	case msg := <-checked:
		m, _ = send(m, msg)
	case <-time.After(time.Minute):
		t.Fatal("the slots were not read within a minute of the lock's release")
	}
	if v := m.View(); !strings.Contains(v, "R resumes: Tic-tac-toe, X to play move 2") {
		t.Fatalf("the game left is not offered:\n%s", v)
	}
}

// A program killed mid-write (kill -9 between create and rename) leaves
// temporary files in the state dir; the next start removes them, fresh
// as they are, for every file the autosave writes (issue 28 item 9):
// where the writes take the dir's lock (unix), a fresh one found under
// it is surely left over.
func TestStartRemovesTheTempsOfAKilledWrite(t *testing.T) {
	dir := t.TempDir()
	temps := []string{autosave.SlotName + ".tmp-2841", autosave.ProgressName + ".tmp-77"}
	for _, name := range temps {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(`{"half":`), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	newTestModel(t, autosaveOpts(dir), 80, 24, newFake)
	for _, name := range temps {
		if _, err := os.Lstat(filepath.Join(dir, name)); !os.IsNotExist(err) {
			t.Errorf("%s left after a start (%v)", name, err)
		}
	}
}
