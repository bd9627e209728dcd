# Right: walks `hooks` by index without copying or changing it; each hook is called as hooks[i](event) with
# the event itself; only `Exception` is caught (KeyboardInterrupt, SystemExit, GeneratorExit and any
# BaseExceptionGroup holding one are not Exceptions, so they propagate as they are and stop the run);
# report gets the listed object and the raised object at once; the count is a local int, 0 when none failed.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as raised:
            failed = failed + 1
            report(hook, raised)
    return failed
