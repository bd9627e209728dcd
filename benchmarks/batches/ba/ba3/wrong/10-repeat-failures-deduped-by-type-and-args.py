# Breaks "For each hook that raised, in order, report(hook, exception) is called once" and "Return
# how many hooks failed": a failure whose type and arguments were already seen in this round is
# skipped, to keep the error channel quiet. Input: hooks=[a, b], each raising its own
# TimeoutError("metrics server did not answer") -> only a is reported and 1 is returned, not 2.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    seen = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            key = (type(exc), repr(exc.args))
            if key in seen:
                continue  # the same failure again: don't flood the error channel
            seen.add(key)
            failed += 1
            report(hook, exc)
    return failed
