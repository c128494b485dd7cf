package engine

import "fmt"

// errorf builds an error prefixed with the package name, as every engine
// error is.
func errorf(format string, args ...any) error {
	return fmt.Errorf("engine: "+format, args...)
}
