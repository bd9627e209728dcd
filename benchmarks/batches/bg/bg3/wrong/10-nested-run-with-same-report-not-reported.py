# Breaks: "a run a hook starts is a run too ..." and "For each hook that raised ... report is called once,
# at once". A nested run given the outer run's report counts but does not report. Input: hooks [starter],
# starter(e) calls run_observers([boom], e, report) with the same report, boom raises ValueError:
# report is never called with (boom, error).

_reports_in_use = []


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    nested_same_report = any(r is report for r in _reports_in_use)
    _reports_in_use.append(report)
    try:
        failures = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                if not nested_same_report:  # the outer run reports to this report already
                    report(hook, exc)
        return failures
    finally:
        _reports_in_use.pop()
