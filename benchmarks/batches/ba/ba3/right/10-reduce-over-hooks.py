# Right: functools.reduce folds the hooks, left to right, into the failure count (an int from 0);
# each step calls hook(event) with the event itself, ignores what it returns, and on an Exception
# reports (hook, exc) at once before returning count + 1. Nothing but Exception is caught, so the
# three BaseException kinds (and groups holding them) stop the fold and propagate as they are.
# No state outlives a call, so a run a hook starts counts only its own failures.
from functools import reduce


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def step(failed, hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return failed + 1
        return failed

    return reduce(step, hooks, 0)
