# Right: walks the list by index without changing it, calls hook(event) with the event itself,
# reports each Exception at once as report(hook, exc) with the listed object and the raised
# object, counts it, and lets anything that is not an Exception (KeyboardInterrupt, SystemExit,
# GeneratorExit, a BaseExceptionGroup holding one) propagate as it is with a bare raise.
def run_observers(hooks, event, report):
    failed = 0
    position = 0
    while position < len(hooks):
        hook = hooks[position]
        position += 1
        try:
            hook(event)
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise
            failed += 1
            report(hook, exc)
    return failed
