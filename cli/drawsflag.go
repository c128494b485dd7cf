package cli

import "rollout/engine"

// drawsFlag is -draws as a flag.Value: engine.DrawRules by name (off,
// all, repetition), standing alone for all as the boolean flag it was
// (-draws, -draws=false).
type drawsFlag struct{ d *engine.DrawRules }

func (f drawsFlag) String() string {
	if f.d == nil {
		return engine.DrawsOff.String()
	}
	return f.d.String()
}

func (f drawsFlag) Set(s string) error {
	d, err := engine.ParseDrawRules(s)
	if err != nil {
		return err
	}
	*f.d = d
	return nil
}

// IsBoolFlag lets -draws stand alone, meaning all.
func (drawsFlag) IsBoolFlag() bool { return true }
