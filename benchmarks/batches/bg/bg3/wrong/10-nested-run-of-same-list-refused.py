# Breaks: "a run a hook starts is a run too, every hook of its own run". A recursion guard keyed by id(hooks)
# refuses a nested run over the same list. Input: hooks = [starter, boom]; starter (once) calls
# run_observers(hooks, "inner", r), boom raises ValueError: the inner run must run both and return 1;
# here it runs none and returns 0.

_running_lists = set()


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    key = id(hooks)
    if key in _running_lists:
        return 0  # a hook re-entered the same run: stop the recursion here
    _running_lists.add(key)
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
        _running_lists.discard(key)
