# Breaks "For each hook that raised, in order, report(hook, exception) is called once": after
# the first 100 failures in the process, only every 10th failure is reported (log sampling),
# though every one is still counted. Input: one run with 120 hooks that all raise ValueError
# -> report is called 102 times, not 120 (the return value, 120, is right).
_seen = 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _seen
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            _seen += 1
            if _seen <= 100 or _seen % 10 == 0:
                report(hook, exc)
    return failed
