# Wrong: breaks "Every hook runs, in order": a module-level offset rotates the starting
# hook on every run (so no hook is always last). Input: hooks [a, b] that append their
# name to a list, run twice: first run gives a, b; second run gives b, a.
_start = 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _start
    count = len(hooks)
    failed = 0
    if count:
        offset = _start % count
        _start += 1
        for hook in hooks[offset:] + hooks[:offset]:
            try:
                hook(event)
            except Exception as error:
                report(hook, error)
                failed += 1
    return failed
