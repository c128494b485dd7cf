package class

import (
	"fmt"
	"slices"
	"strings"
)

// Allowed says whether the class may open kind (a classroom.Mode*; all
// when the seat was given no modes).
func (s Seat) Allowed(kind string) bool {
	return s.modes == nil || slices.Contains(s.modes, kind)
}

// Closed is why kind does not open: the setup screen's error, or the
// game's status when asked for from a game.
func (s Seat) Closed(kind string) error {
	return fmt.Errorf("the teacher has not opened %s on this server (open: %s)", kind, strings.Join(s.modes, ", "))
}
