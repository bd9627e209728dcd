# Right: walks a snapshot of `hooks` (left untouched) by index, calls each hook(event) with the
# event itself, catches only Exception (so KeyboardInterrupt, SystemExit, GeneratorExit and a
# BaseExceptionGroup propagate, and nothing after them runs), reports (hook, exc) at once with the
# listed object, counts every raise (duplicates, shared exception objects), ignores return values.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    snapshot = tuple(hooks)
    failed = 0
    position = 0
    while position < len(snapshot):
        hook = snapshot[position]
        position += 1
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed
