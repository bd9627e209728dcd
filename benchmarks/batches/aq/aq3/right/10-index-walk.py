# Right: walks the caller's list by index without copying or changing it, calls each entry as `hook(event)`
# whatever it is (falsy, unhashable, a class), catches only Exception (an ExceptionGroup too, as one), reports
# the very hook object listed and the very exception raised before moving on, and keeps its count in a local,
# so nested runs and other threads count their own. Interrupts, exits and BaseExceptionGroups propagate as they are.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    position = 0
    while position < len(hooks):
        entry = hooks[position]
        position += 1
        try:
            entry(event)
        except Exception as raised:
            failures = failures + 1
            report(entry, raised)
    return failures
