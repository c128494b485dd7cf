//go:build unix

package setup

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
	"rollout/ui/uitest"
)

// Enter on a PGN file returns before the file is read: the read is a
// job (offload.Go). The file here is a FIFO nobody writes to
// yet, on which an Update reading it would wait; the screen says it is
// reading, a second enter starts nothing, and once the writer has
// written the games the read's message asks the root for the review of
// the game named.
func TestPGNReadOffTheUpdate(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "slow.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	o := defaults()
	o.Variant = "chess"
	s := newScreen(t, o, 100, 30)
	s, _ = press(s, "up")
	s = typeText(s, fifo+":2")
	type result struct {
		s   Model
		cmd tea.Cmd
	}
	returned := make(chan result, 1)
	go func() {
		s, cmd := press(s, "enter")
		returned <- result{s, cmd}
	}()
	var cmd tea.Cmd
	select {
	case r := <-returned:
		s, cmd = r.s, r.cmd
	case <-time.After(time.Minute):
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close() // lets the blocked Update end
		}
		t.Fatal("enter did not return within a minute: it reads the file in Update")
	}
	if !strings.Contains(s.View(), "Reading "+fifo+"…") {
		t.Fatalf("the screen does not say it is reading the file:\n%s", s.View())
	}
	if _, again := press(s, "enter"); again != nil {
		t.Fatal("a second enter during the read asked for something")
	}
	read := make(chan tea.Msg, 1)
	go func() { read <- cmd() }()
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0) // once the read has opened it
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n")
	w.Close()
	var msg tea.Msg
	select {
	case msg = <-read:
	case <-time.After(time.Minute):
		t.Fatal("the read gave no message within a minute")
	}
	ns, _ := s.Update(msg)
	s = ns.(Model)
	start := started(t, s)
	if start.Mode != nav.Review || start.Cfg.Record == nil || start.Cfg.Record.Len() != 3 {
		t.Fatalf("want game 2 (3 plies) for review, got mode %v record %v", start.Mode, start.Cfg.Record)
	}
	if strings.Contains(s.View(), "Reading") {
		t.Fatalf("the screen still says it is reading:\n%s", s.View())
	}
}

// Quitting while the file named is a FIFO nobody writes to ends the
// read: the open waits for a writer, and the program's exit waits for
// the read, so an open that ignored the cancel would hang the exit.
func TestPGNReadCancelledDuringOpen(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "never.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan error, 1)
	go func() { // no variant: the read never gets past the open
		_, err := readPGN(ctx, nil, pgnRef{path: fifo, game: 1}, "")
		got <- err
	}()
	cancel()
	select {
	case err := <-got:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("readPGN after cancel = %v, want context.Canceled", err)
		}
	case <-time.After(time.Minute):
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Fatal("readPGN did not return within a minute of its cancel: the open ignores it")
	}
}

// R (or P) while the screen waits resumes a game instead, and the wait
// is given up: the root cancels its start of the engines (it stops its
// check on nav.ResumeGameMsg), and the read of a PGN file is cancelled,
// so the screen shown again after the resumed game neither says it is
// still starting or reading nor ignores enter. Before, it kept the note
// and the read, whose message went to the game screen and was lost.
func TestResumeGivesUpTheWait(t *testing.T) {
	offer := nav.ResumeOfferMsg{Resume: "Chess, 3 moves", Previous: "Chess, 5 moves"}
	for _, k := range []string{"R", "P"} {
		o := defaults()
		o.Variant = "chess"
		s := newScreen(t, o, 100, 30)
		ns, _ := s.Update(offer)
		ns, _ = ns.Update(nav.SetupBusyMsg{Note: "Starting uci:gated…"})
		s, _ = press(ns.(Model), k)
		if _, ok := uitest.Asked(s).(nav.ResumeGameMsg); !ok {
			t.Fatalf("%s while the engines start: want nav.ResumeGameMsg", k)
		}
		if v := s.View(); strings.Contains(v, "Starting") || strings.Contains(v, "esc cancel") {
			t.Fatalf("%s: the screen still waits for the engines:\n%s", k, v)
		}
	}

	fifo := filepath.Join(t.TempDir(), "never.pgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	o := defaults()
	o.Variant = "chess"
	s := newScreen(t, o, 100, 30)
	ns, _ := s.Update(offer)
	s, _ = press(ns.(Model), "up")
	s = typeText(s, fifo)
	s, _ = press(s, "enter") // its read waits for a writer; the test's end cancels it
	s, _ = press(s, "tab")   // off the Position field, where R is typed
	if !strings.Contains(s.View(), "Reading "+fifo+"…") {
		t.Fatalf("the screen does not say it is reading the file:\n%s", s.View())
	}
	s, _ = press(s, "R")
	if _, ok := uitest.Asked(s).(nav.ResumeGameMsg); !ok {
		t.Fatal("R during the read: want nav.ResumeGameMsg")
	}
	if v := s.View(); strings.Contains(v, "Reading") || strings.Contains(v, "esc cancel") {
		t.Fatalf("the screen still waits for the read:\n%s", v)
	}
	if _, again := press(s, "enter"); again == nil {
		t.Fatal("enter after R is ignored: the screen still holds the read")
	}
}
