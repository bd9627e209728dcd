# Breaks "What a hook returns is ignored (an exception object too ...)": a hook that returns
# an exception instead of raising it, lambda e: ValueError("x"), is counted and reported
# (returns 1, report called once) where the text wants 0 and no report.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
            continue
        if isinstance(returned, Exception):  # "error-returning" observers
            failed += 1
            report(hook, returned)
    return failed
