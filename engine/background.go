package engine

// background lowers the calling worker's CPU priority when cfg asks for
// it (Config.Background). Go has no goroutine priorities, so the worker
// takes an OS thread of its own and lowers that thread's (lowerThread);
// the goroutine never gives the thread back, so the thread ends with
// the worker and no other goroutine inherits the low priority (the main
// thread, which cannot end, is parked for ever instead, running nothing).
func background(cfg Config) {
	if cfg.Background {
		lowerThread()
	}
}
