# Breaks "never raise" and "each counts only its own failures". Input: an outer run over [starter]
# where starter calls run_observers([bad], "inner", report) (bad raises ValueError): the inner run
# re-raises bad's error so that the outermost run reports it once, so the inner call raises
# ValueError instead of returning 1 (and the outer run counts starter as failed).
_depth = 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _depth
    _depth += 1
    try:
        failures = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                if _depth > 1:
                    raise  # nested: the outermost runner reports it, once
                failures += 1
                report(hook, exc)
        return failures
    finally:
        _depth -= 1
