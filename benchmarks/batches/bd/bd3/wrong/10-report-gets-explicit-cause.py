# Breaks "report(hook, exception) ... with ... the exception object it raised": the root cause
# is reported instead; a hook doing raise RuntimeError("push failed") from TimeoutError()
# has report called with the TimeoutError, not the RuntimeError it raised.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc.__cause__ or exc)
    return failed
