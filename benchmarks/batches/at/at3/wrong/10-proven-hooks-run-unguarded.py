# Breaks "When one raises, call report(hook, exception) and go on with the next; never raise."
# Input: h = a hook that returns on its first call and raises ValueError on its second; call
# run_observers([h], "end", report) twice: the first run marks h as proven (by id), the second
# calls it outside any try, so the ValueError escapes run_observers instead of returning 1.
_PROVEN = set()  # ids of hooks that already ran cleanly: no need to guard them again


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        if id(hook) in _PROVEN:
            hook(event)  # hot path: a hook that worked once is trusted
            continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
        else:
            _PROVEN.add(id(hook))
    return failures
