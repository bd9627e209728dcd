# Breaks "A hook listed twice is called twice": a hook repeated back to back is taken for
# an accidental double registration and run once. Input: hooks=[h, h] with h raising
# ValueError: h runs once, one report, returns 1; expected two calls, two reports, 2.
from itertools import groupby


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook, _ in groupby(hooks):  # registered twice in a row: an accident, run it once
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
