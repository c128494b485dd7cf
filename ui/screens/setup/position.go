package setup

import (
	"fmt"
	"strings"

	"rollout/variants"
)

// otherGame is the error for a Position text that v does not read but
// another game the screen offers does (a chess FEN pasted while the Game
// row still says Nim, as the screen remembers the last game played): it
// names that game and the row that picks it. The parser's own reason
// ("want heap sizes and the side to move") said nothing of the FEN's
// game. A text no game reads keeps parseErr.
func (s *Model) otherGame(v *variants.Variant, text string, parseErr error) error {
	var titles []string
	for _, o := range s.variants {
		if o == v {
			continue
		}
		if _, err := o.Parse(text); err == nil {
			titles = append(titles, o.Title)
		}
	}
	if len(titles) == 0 {
		return parseErr
	}
	other := strings.Join(titles, " or ")
	return fmt.Errorf("that is a %s position, not a %s one: the Game row (←→) picks %s", other, v.Title, other)
}
