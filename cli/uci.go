package cli

import "rollout/uci"

func init() {
	register(command{"uci", "speak the UCI protocol on stdin/stdout (chess GUIs)", runUCI})
}

// runUCI hands stdin and stdout to the UCI session. A closed output pipe
// ends the session quietly with status 1.
func runUCI(env *Env, args []string) error {
	fs := newFlagSet(env, "uci", "rollout uci")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	return uci.Run(env.Stdin, env.Stdout, version)
}
