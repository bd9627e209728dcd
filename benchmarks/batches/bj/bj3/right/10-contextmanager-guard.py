# Right: each hook runs in order inside a guard whose `except Exception` reports (hook, exc)
# at once and counts it; a BaseException that is no Exception (KeyboardInterrupt, groups
# holding one, CancelledError...) is not caught by the generator, so contextlib re-raises
# that very object and the loop stops. Returns a plain int; hooks/report/event untouched.
from contextlib import contextmanager


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    tally = [0]

    @contextmanager
    def guarded(hook):
        try:
            yield
        except Exception as exc:
            tally[0] += 1
            report(hook, exc)

    for index in range(len(hooks)):
        hook = hooks[index]
        with guarded(hook):
            hook(event)
    return int(tally[0])
