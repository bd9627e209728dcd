# Right: walks the list by index (no copy, no change), calls each entry once per listing with
# the event itself, and a helper returns 1 after report(hook, exc) for an Exception, 0 otherwise;
# the sum is an int (0 for none). BaseExceptions that are not Exceptions are not caught, so they
# propagate as they are and stop the run; no state outlives a call, so nested runs count apart.
def _one(hook, event, report):
    try:
        hook(event)
    except Exception as raised:
        report(hook, raised)
        return 1
    return 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    total = 0
    index = 0
    while index < len(hooks):
        total += _one(hooks[index], event, report)
        index += 1
    return total
