# Breaks: "Returns: an `int`, how many hooks raised (`0` when none did) ... with any number of hooks"
# (ex. 10). The early exit for an empty registry returns None: run_observers([], "end", report)
# is None, not 0. Any non-empty list is handled correctly.


def run_observers(hooks, event, report):
    if not hooks:
        return  # nothing registered, nothing to do
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
