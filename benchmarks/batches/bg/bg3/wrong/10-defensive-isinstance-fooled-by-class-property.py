# Breaks: "Every Exception counts" / "Only an Exception is caught and counted". After `except Exception`,
# a belt-and-braces isinstance() re-raises "interrupts"; isinstance() consults __class__. Input: class
# Odd(Exception) with __class__ = property(lambda s: KeyboardInterrupt); a hook raising Odd() escapes
# run_observers instead of being reported and counted (1).

_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, _FATAL):  # never swallow an interrupt, just in case
                raise
            failures += 1
            report(hook, exc)
    return failures
