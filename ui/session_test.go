package ui

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReadFileInRoot checks that a root confines the files a session may
// open: a name inside reads, an absolute path and .. do not.
func TestReadFileInRoot(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "a.pgn"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "b.pgn")
	if err := os.WriteFile(outside, []byte("y"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := readFileIn(root, "a.pgn"); err != nil || string(data) != "x" {
		t.Fatalf("inside: %q, %v", data, err)
	}
	for _, name := range []string{outside, "../" + filepath.Base(filepath.Dir(outside)) + "/b.pgn", "/etc/passwd"} {
		if _, err := readFileIn(root, name); err == nil {
			t.Errorf("%s read through the root", name)
		}
	}
}
