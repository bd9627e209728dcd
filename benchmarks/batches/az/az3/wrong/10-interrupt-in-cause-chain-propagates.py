# Breaks: "When one raises, call `report(hook, exception)` and go on with the next; never raise."
# ("Only an `Exception` is caught and counted": the raised object decides). Input: a hook doing
# `raise RuntimeError("x") from KeyboardInterrupt()`: an Exception, to be reported and counted; this
# answer walks __cause__/__context__, finds the interrupt and re-raises the RuntimeError.


def _hides_an_interrupt(exc):
    seen = set()
    link = exc
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        if isinstance(link, (KeyboardInterrupt, SystemExit)):
            return True
        link = link.__cause__ or link.__context__
    return False


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if _hides_an_interrupt(exc):  # a hook that caught Ctrl-C and re-raised something else
                raise
            failures += 1
            report(hook, exc)
    return failures
