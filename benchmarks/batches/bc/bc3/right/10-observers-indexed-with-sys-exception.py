# Right: walks the list by position (nothing copied, nothing changed, duplicates and
# unhashable hooks run as listed), calls hook(event) with no checks, and in the handler takes
# the exception object with Python 3.11's sys.exception(), reporting it before the next hook.
# Only Exception is handled; everything else propagates untouched. Returns the int tally.
import sys


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    position = 0
    while position < len(hooks):
        hook = hooks[position]
        position += 1
        try:
            hook(event)
        except Exception:
            failures += 1
            report(hook, sys.exception())
    return failures
