# Right: walks the list by index without copying or changing it, calls each entry as hook(event)
# (no attribute read, no signature check, the return value dropped), and on an Exception reports
# that exact entry and exception object before moving on; the int counter is local, so reentrant
# runs and threads do not share it. BaseExceptions other than Exception are not caught.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    position = 0
    total = len(hooks)
    while position < total:
        current = hooks[position]
        position += 1
        try:
            current(event)
        except Exception as problem:
            failed = failed + 1
            report(current, problem)
    return failed
