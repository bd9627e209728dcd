# Breaks: "For each hook that raised, in order, `report(hook, exception)` is called once" (Returns, ex. 10).
# `error` is set before the loop and never reset, so the `finally` of every hook after a failure reports
# the old exception again: hooks = [raises ValueError("x"), succeeds] gives report calls
# (h1, x) and (h2, x): the hook that succeeded is reported. The count (1) is right.


def run_observers(hooks, event, report):
    failures = 0
    error = None
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            error = exc
        finally:
            if error is not None:  # report from one place, whatever happened
                report(hook, error)
    return failures
