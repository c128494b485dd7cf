// Command tryui is a temporary harness to try the UI before main.go lands.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"rollout/engine"
	"rollout/ui"
)

func main() {
	o := ui.DefaultOptions()
	variant := flag.String("variant", "tictactoe", "")
	first := flag.String("first", "human", "")
	second := flag.String("second", "flat", "")
	think := flag.Duration("time", time.Second, "")
	pos := flag.String("position", "", "")
	moves := flag.String("moves", "", "")
	seed := flag.Uint64("seed", 1, "")
	setup := flag.Bool("setup", false, "")
	ascii := flag.Bool("ascii", false, "")
	flag.Parse()
	o.Variant, o.Position, o.Moves, o.Seed, o.ASCII = *variant, *pos, strings.Fields(*moves), *seed, *ascii
	for i, w := range []string{*first, *second} {
		if w == "human" {
			o.Sides[i] = ui.SideOptions{Human: true}
		} else {
			o.Sides[i] = ui.SideOptions{Engine: engine.Config{Player: w, Budget: engine.Budget{Time: *think}}}
		}
	}
	o.Screen = ui.ScreenGame
	if *setup {
		o.Screen = ui.ScreenSetup
	}
	if err := ui.Run(o); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
