# Wrong: breaks "For each hook that raised, in order, report(hook, exception) is called once"
# (with "any number of hooks"): a flood guard stops reporting after 50 failures in one run,
# though the count stays right. Input: 60 hooks that all raise ValueError -> returns 60 but
# report is called only 50 times.
_MAX_REPORTS = 50


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if failed <= _MAX_REPORTS:  # don't flood the error channel
                report(hook, exc)
    return failed
