# Right: walks `hooks` by index (never copies or changes it), calls each hook with `event`
# itself, reports each Exception at once with the hook as listed and the very exception
# object, counts it, and lets every BaseException that is no Exception (KeyboardInterrupt, a
# BaseExceptionGroup holding one, CancelledError...) propagate unreported; returns the int.
def run_observers(hooks, event, report):
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
