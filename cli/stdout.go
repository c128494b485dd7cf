package cli

import (
	"fmt"
	"io"
)

// stdoutCheck passes writes through to a command's stdout and keeps the
// first error, so a command that prints without checking each write
// (perft, bench, -version) still fails when its output is lost: a full
// disk or a closed stdout is exit status 1 with the error, never a
// silent 0 that a script would take for success.
type stdoutCheck struct {
	w   io.Writer
	err error
}

func (s *stdoutCheck) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	if err != nil && s.err == nil {
		s.err = err
	}
	return n, err
}

// lost is the error to report for output that could not be written, nil
// when every write went through.
func (s *stdoutCheck) lost() error {
	if s.err == nil {
		return nil
	}
	return fmt.Errorf("write stdout: %w", s.err)
}
