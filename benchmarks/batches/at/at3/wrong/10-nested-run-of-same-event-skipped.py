# Breaks "a run a hook starts is a run too, every hook of its own run". Input: outer run over
# [starter] with event e, where starter calls run_observers([bad], e, report) with the same e
# (bad raises): the inner run sees e is being observed already and returns 0 without running bad;
# expected: bad runs, report(bad, exc) is called, the inner run returns 1.
_ACTIVE = set()  # ids of events whose observers are running: a hook re-emitting one must not loop


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    key = id(event)
    if key in _ACTIVE:
        return 0
    _ACTIVE.add(key)
    try:
        failures = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
        return failures
    finally:
        _ACTIVE.discard(key)
