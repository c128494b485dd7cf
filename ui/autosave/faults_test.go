package autosave

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Two corrupt saves moved aside in the same second keep both: the second
// .bad name does not overwrite the first (issue 20 item 6).
func TestBadNamesAreUnique(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	for i, body := range []string{"first corrupt", "second corrupt"} {
		if err := os.WriteFile(filepath.Join(dir, SlotName), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, _, ok, err := Load(dir, SlotName, now); ok || err == nil {
			t.Fatalf("load %d: ok %v, err %v; want the slot moved aside", i, ok, err)
		}
	}
	bad, _ := filepath.Glob(filepath.Join(dir, SlotName+".bad-*"))
	if len(bad) != 2 {
		t.Fatalf("moved aside: %v; want two files", bad)
	}
	seen := map[string]bool{}
	for _, b := range bad {
		data, _ := os.ReadFile(b)
		seen[string(data)] = true
	}
	if !seen["first corrupt"] || !seen["second corrupt"] {
		t.Fatalf("the files moved aside hold %v", seen)
	}
}

// A temporary file left by a save that was killed mid-write is removed by
// the next save; one a running save may still be writing (fresh) is kept
// (issue 20 item 6).
func TestStaleTempFilesCleaned(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, SlotName+".tmp-123")
	fresh := filepath.Join(dir, SlotName+".tmp-456")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	if err := Write(dir, Game{Version: Version, Variant: "nim"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("a stale temporary file was left")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a fresh temporary file (another save's) was removed")
	}
}

// At start (RemoveTemps) the temporary files of every file the package
// writes that a killed write left are removed whatever their age (the
// dir's lock says no write is under way); other files stay, and no dir
// is no error.
func TestRemoveTempsAtStart(t *testing.T) {
	dir := t.TempDir()
	files := map[string]bool{ // name: removed
		SlotName + ".tmp-123":             true,
		SlotName + ".tmp-4567890":         true,
		ProgressName + ".tmp-42":          true,
		SlotName:                          false,
		ProgressName:                      false,
		SlotName + ".tmp-abc":             false, // not CreateTemp's
		"other.json.tmp-1":                false, // not ours
		SlotName + ".bad-20261128-120000": false,
	}
	for name := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := RemoveTemps(dir); err != nil {
		t.Fatal(err)
	}
	for name, removed := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if gone := os.IsNotExist(err); gone != removed && (lockedWrites || !removed) {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
	if err := RemoveTemps(filepath.Join(dir, "none")); err != nil {
		t.Errorf("no dir: %v", err)
	}
	if err := RemoveTemps(""); err != nil {
		t.Errorf("no state dir: %v", err)
	}
}
