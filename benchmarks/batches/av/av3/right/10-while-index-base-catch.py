# Right: walks the list by index (no copy, no change), calls hook(event) for every entry in order,
# catches BaseException only to sort it: an Exception is reported at once (hook as listed, the
# exception object itself) and counted; anything else (KeyboardInterrupt, SystemExit,
# GeneratorExit, a BaseExceptionGroup holding one) is re-raised by a bare `raise`, unchanged.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    count = 0
    position = 0
    while position < len(hooks):
        hook = hooks[position]
        position += 1
        try:
            hook(event)
        except BaseException as caught:
            if not isinstance(caught, Exception):
                raise
            report(hook, caught)
            count += 1
    return count
