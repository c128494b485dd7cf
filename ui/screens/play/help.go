package play

import "github.com/charmbracelet/bubbles/key"

// ShortHelp lists the keys that matter now, for the help line: the
// input's while it is open, the engines' controls when two play, else the
// surface's and the input's; then the game commands.
func (g Model) ShortHelp() []key.Binding {
	k := g.Keys
	if g.Input.Focused() {
		return append(g.Input.ShortHelp(), k.Help)
	}
	var b []key.Binding
	switch {
	case g.bothEngines():
		b = append(b, k.Pause, k.Step, k.Faster, k.MoveNow, k.Sort)
		if hasKey(g.Surface.ShortHelp(), k.Flip) { // boards turn, heaps do not
			b = append(b, k.Flip)
		}
	case g.search != nil:
		b = append(b, k.MoveNow)
		b = append(b, g.Surface.ShortHelp()...)
	default:
		b = append(b, g.Surface.ShortHelp()...)
		b = append(b, g.Input.ShortHelp()...)
	}
	if g.held || g.rv.on {
		// Reviewing: the review's keys first, so they are never cut.
		return []key.Binding{k.Earlier, k.First, k.Latest, k.PlayOn, k.Flip, k.Back, k.Quit, k.Help}
	}
	if g.st.Len() > 0 {
		b = append(b, k.Earlier)
	}
	return append(b, k.Undo, k.New, k.Back, k.Quit, k.Help)
}

// FullHelp lists every key of the play screen that applies to this game,
// in columns.
func (g Model) FullHelp() [][]key.Binding {
	k := g.Keys
	other := []key.Binding{k.Sort, k.MoveNow, k.Study, k.Analyse, k.Heat}
	if g.bothEngines() {
		other = append(other, k.Pause, k.Step, k.Faster)
	}
	if canSave(g.st) {
		other = append(other, k.Save)
	}
	return [][]key.Binding{
		g.Surface.FullHelp(),
		{k.Type, k.Complete},
		append(reviewKeys(k)[:1:1], k.First, k.Latest, k.PlayOn),
		other,
		{k.Undo, k.New, k.Back, k.Quit, k.Help},
	}
}

// hasKey reports whether the list holds a binding of target's first key.
func hasKey(list []key.Binding, target key.Binding) bool {
	want := target.Keys()
	for _, b := range list {
		if ks := b.Keys(); len(ks) > 0 && len(want) > 0 && ks[0] == want[0] {
			return true
		}
	}
	return false
}
