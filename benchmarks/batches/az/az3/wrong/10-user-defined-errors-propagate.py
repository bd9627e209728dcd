# Breaks: "When one raises, call `report(hook, exception)` and go on with the next; never raise."
# (and "Only an `Exception` is caught and counted"). Input: a hook raising
# `class MetricsDown(Exception): pass`: it must be reported and counted; this answer only absorbs
# exceptions of built-in classes ("an unknown error is a bug: let it surface") and re-raises it.
import builtins


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if getattr(builtins, type(exc).__name__, None) is not type(exc):
                raise
            failures += 1
            report(hook, exc)
    return failures
