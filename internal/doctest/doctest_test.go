package doctest

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

const sample = "# t\n\n```\n$ echo hi | head -1\nhi\n```\n\ntext\n\n```sh\nnot an example\n```\n\n```\n$ quiet\n```\n<!-- $ screen 80x24 -->\n```\nboard\n```\n"

// TestBlocks finds the examples, their lines and outputs, and leaves out
// blocks that show no command.
func TestBlocks(t *testing.T) {
	bs := Blocks(sample)
	if len(bs) != 3 {
		t.Fatalf("%d blocks, want 3: %+v", len(bs), bs)
	}
	if bs[2].Line != 17 || bs[2].Command != "screen 80x24" || bs[2].Output != "board\n" {
		t.Errorf("third block %+v", bs[2])
	}
	if bs[0].Line != 4 || bs[0].Command != "echo hi | head -1" || bs[0].Output != "hi\n" {
		t.Errorf("first block %+v", bs[0])
	}
	if bs[1].Line != 15 || bs[1].Command != "quiet" || bs[1].Output != "" {
		t.Errorf("second block %+v", bs[1])
	}
}

// TestCheckUpdate rewrites a stale block with -update, masks what may
// differ, and leaves the rest of the file as it was.
func TestCheckUpdate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.md")
	if err := os.WriteFile(path, []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(cmd string) (string, bool, error) {
		if cmd != "echo hi | head -1" {
			return "", false, nil
		}
		return "hello 1.5 s\n", true, nil
	}
	if n := Check(t, path, true, run); n != 1 {
		t.Fatalf("ran %d, want 1", n)
	}
	data, _ := os.ReadFile(path)
	want := strings.Replace(sample, "\nhi\n", "\nhello 1.5 s\n", 1)
	if string(data) != want {
		t.Errorf("rewritten file:\n%s\nwant\n%s", data, want)
	}
	masked := func(cmd string) (string, bool, error) { return "hello 2.7 s\n", cmd == "echo hi | head -1", nil }
	Check(t, path, false, masked, Mask{regexp.MustCompile(`[0-9.]+ s`), "T s"})
}

// TestPipeline splits quoted words and applies head and tail.
func TestPipeline(t *testing.T) {
	args, f, err := Pipeline(`rollout analyze -position "6k1/8 w - - 0 1" -moves 'e4 e5' | head -3 | tail -2`)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"rollout", "analyze", "-position", "6k1/8 w - - 0 1", "-moves", "e4 e5"}; !reflect.DeepEqual(args, want) {
		t.Errorf("args %q, want %q", args, want)
	}
	if got := f("1\n2\n3\n4\n"); got != "2\n3\n" {
		t.Errorf("filtered %q", got)
	}
	for _, bad := range []string{`rollout "x`, `rollout | sed 1d`, `rollout | head -x`} {
		if _, _, err := Pipeline(bad); err == nil {
			t.Errorf("Pipeline(%q) accepted", bad)
		}
	}
}
