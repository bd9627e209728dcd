# Breaks: "Every hook runs" and "a run a hook starts is a run too, every hook of its own run":
# an event already handled (by identity/equality) is not run again, to avoid a double audit.
# Input: run_observers([hook], "end", report) twice (or a hook that starts a nested run on the
# same event): the second run calls no hook and returns 0.
_handled = []


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if any(seen is event or seen == event for seen in _handled):
        return 0  # already observed: do not write its audit line twice
    _handled.append(event)
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
