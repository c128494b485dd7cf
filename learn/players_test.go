package learn

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A lesson that names the lessons of a player names lessons that run
// it: lesson 1 said the best mean is flat's "(lessons 2-3)" and the
// most visited UCT's "(lesson 4 on)", though lessons 8 to 10 run flat.
func TestIdeasNameThePlayersLessons(t *testing.T) {
	// "lessons 2 and 3", "lessons 2-3", "lesson 4 on", "lesson 4".
	claim := regexp.MustCompile(`\((flat|UCT)[^)]*?lessons? (\d+)(?:-(\d+)| and (\d+))?( on)?`)
	lessons := Lessons()
	found := 0
	for _, l := range lessons {
		for _, para := range l.Idea {
			for _, m := range claim.FindAllStringSubmatch(para, -1) {
				found++
				want := strings.ToLower(m[1])
				from, _ := strconv.Atoi(m[2])
				to := from
				switch {
				case m[3] != "":
					to, _ = strconv.Atoi(m[3])
				case m[4] != "":
					to, _ = strconv.Atoi(m[4])
				case m[5] != "":
					to = len(lessons)
				}
				for n := from; n <= to; n++ {
					if m[4] != "" && n != from && n != to {
						continue
					}
					if n < 1 || n > len(lessons) {
						t.Errorf("lesson %d names lesson %d, which does not exist", l.Number, n)
						continue
					}
					if got := lessons[n-1].Config.Player; got != want {
						t.Errorf("lesson %d says lesson %d runs %s; it runs %s: %q", l.Number, n, want, got, m[0])
					}
				}
			}
		}
	}
	if found == 0 {
		t.Error("no lesson names a player's lessons: the pattern is stale")
	}
}
