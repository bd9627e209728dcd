# Breaks "Return how many hooks failed" / "an `int`, how many hooks raised": `failed or 0 + 1`
# parses as `failed or (0 + 1)`, so the count stops at 1. Input: hooks=[a, b] where both raise
# -> both are reported, but 1 is returned instead of 2.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = None
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed = failed or 0 + 1
    return failed or 0
