# Breaks: "report(hook, exception) is called once" (this call's report). The reporter sits in a global
# cleared at the end but not in a finally. Input: run_observers([raises KeyboardInterrupt], e, r1)
# (propagates), then run_observers([raises ValueError], e, r2): the failure goes to r1, r2 is never
# called.

_current_report = None


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    global _current_report
    owner = _current_report is None
    if owner:
        _current_report = report  # nested runs share the outer run's reporter
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            _current_report(hook, exc)
    if owner:
        _current_report = None
    return failures
