# Right: walks the list by index without changing it, calls hooks[i](event) with the event itself,
# and for an Exception calls report with that same list entry and the caught object before moving
# on; the count is a local int (0 when none failed), so nested runs and threads keep their own.
# BaseExceptions that are not Exceptions are not caught: they propagate as they are and stop the run.
def run_observers(hooks, event, report):
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as caught:
            failed = failed + 1
            report(hook, caught)
        else:
            pass  # what a hook returns is ignored
    return failed
