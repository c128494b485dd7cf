package serve

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"rollout/ui/autosave"
)

// A user's disk is bounded: the folders that grow with use, games/ (a
// PGN file per s) and unfinished/ (an abandoned game per new game that
// pushed it out of the two resume slots), each keep their newest
// Config.KeepFiles files and at most Config.KeepBytes bytes. The rest,
// oldest first, are removed at connect, every pruneEvery while connected
// and at disconnect, and the user is told how many went when the
// session ends. The other files of a user's directory are of a fixed
// size (the two slots, the lessons' progress).

// Defaults of the quota's Config fields left zero.
const (
	// DefaultKeepFiles is how many files games/ and unfinished/ keep
	// each.
	DefaultKeepFiles = 100
	// DefaultKeepBytes is how many bytes they keep each: a hundred long
	// annotated games.
	DefaultKeepBytes = 20 << 20
	// pruneEvery is how often a connected user's folders are pruned, so
	// a student pressing s for an hour stays near the bound.
	pruneEvery = 30 * time.Second
)

// boundedDirs are the folders of a user's directory that the quota
// bounds.
var boundedDirs = []string{"games", autosave.OlderDir}

// prune removes the oldest regular files of dir (by modification time,
// then name) beyond the newest keep files or keepBytes bytes, and
// returns how many it removed. The newest file always stays. A missing
// dir has nothing to prune.
func prune(dir string, keep int, keepBytes int64) (int, error) {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	type file struct {
		name string
		mod  time.Time
		size int64
	}
	var files []file
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		files = append(files, file{e.Name(), info.ModTime(), info.Size()})
	}
	slices.SortFunc(files, func(a, b file) int {
		return cmp.Or(b.mod.Compare(a.mod), cmp.Compare(b.name, a.name))
	})
	var total int64
	removed := 0
	for i, f := range files {
		total += f.size
		if i == 0 || (i < keep && total <= keepBytes) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, f.name)); err != nil && !os.IsNotExist(err) {
			return removed, err
		}
		removed++
	}
	return removed, nil
}

// pruneUser prunes the bounded folders of the user directory dir and
// returns how many files went.
func (s *Server) pruneUser(dir string) (int, error) {
	n := 0
	for _, sub := range boundedDirs {
		k, err := prune(filepath.Join(dir, sub), s.cfg.KeepFiles, s.cfg.KeepBytes)
		n += k
		if err != nil {
			return n, fmt.Errorf("serve: keeping %s within bounds: %w", sub, err)
		}
	}
	return n, nil
}
