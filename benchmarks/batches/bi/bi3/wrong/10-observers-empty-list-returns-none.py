# Wrong: "Returns: an int, how many hooks raised (0 when none did)". An early exit for an
# empty list returns None: run_observers([], "e", report) is None, not 0.
def run_observers(hooks, event, report):
    if not hooks:
        return
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
