# Breaks: "`report(hook, exception)` is called once, at once" -- the `report` of this call.
# Input: run_observers([boom], "e", report_a) then run_observers([boom], "e", report_b):
# the second run must call report_b; this answer caches the first reporter in a module
# global ("set up the error channel once") and calls report_a again.
_REPORT = None


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _REPORT
    if _REPORT is None:
        _REPORT = report
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            _REPORT(hook, exc)
    return failures
