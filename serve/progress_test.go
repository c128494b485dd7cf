package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A state directory no student has connected to (a -state-dir typed
// wrong, or read before the class) says so: it said "serve: students:
// open DIR/users: no such file or directory", which does not say what
// to do. An empty users/ is an empty class, no error.
func TestStudentsOfAnUnusedDirectory(t *testing.T) {
	dir := t.TempDir()
	_, err := Students(dir)
	if err == nil || !strings.Contains(err.Error(), "no student has connected to a server with -state-dir "+dir) {
		t.Errorf("Students(%s) = %v, want it to say no student has connected", dir, err)
	}
	if err := os.Mkdir(filepath.Join(dir, "users"), 0o700); err != nil {
		t.Fatal(err)
	}
	if got, err := Students(dir); err != nil || len(got) != 0 {
		t.Errorf("Students of an empty users/ = %v, %v; want none, no error", got, err)
	}
}
