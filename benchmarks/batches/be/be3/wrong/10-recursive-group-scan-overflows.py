# Wrong: breaks "never raise" / "(an ExceptionGroup too: one failure)": it catches
# BaseException and scans groups recursively for interrupts; a deeply nested group blows
# the recursion limit inside the handler. Input: a hook raising an ExceptionGroup nested
# 2000 deep (g = ValueError(); 2000 times g = ExceptionGroup("x", [g])): RecursionError escapes.
FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def _holds_fatal(error):
    if isinstance(error, FATAL):
        return True
    if isinstance(error, BaseExceptionGroup):
        return any(_holds_fatal(inner) for inner in error.exceptions)
    return False


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as error:
            if _holds_fatal(error):
                raise
            report(hook, error)
            failed += 1
    return failed
