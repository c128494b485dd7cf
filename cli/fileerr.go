package cli

import (
	"errors"
	"io/fs"

	"rollout/internal/clip"
)

// fileError is a problem with the file a flag names, said as every
// command says it, the flag and its value first: "-pgn /tmp: is a
// directory", "-pgn x.pgn: no such file or directory", "-file s.epd:
// line 3: ..."; a command's argument (no flag) is named by its path.
// The os package's own "open x.pgn" is dropped, so the
// file is named once and a missing file and a directory read alike. It
// is a usage error: the input is wrong, nothing was done.
func fileError(flagName, path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	if flagName == "" { // a command's argument: merge's files
		return usagef("%s: %v", clip.String(path), err)
	}
	return usagef("%s %s: %v", flagName, clip.String(path), err)
}
