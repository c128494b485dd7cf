package figures

import (
	"reflect"
	"testing"
)

// Terms takes the backticked names of a table row's first cell, every
// one of them, and nothing from the other cells or from prose.
func TestTerms(t *testing.T) {
	md := "# t\n\nprose `not`\n\n| figure | what |\n|---|---|\n| `W/D/L`, `wins` | the `counts` |\n| the bar (`█`) | White's |\n"
	if got, want := Terms(md), []string{"W/D/L", "wins", "█"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Terms = %q, want %q", got, want)
	}
}

// The repository's documents define the figures the tests look for.
func TestDefined(t *testing.T) {
	set, err := Defined("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"mean", "visits", "kr/s", "cap%"} {
		if !set[want] {
			t.Errorf("%q is not defined", want)
		}
	}
}
