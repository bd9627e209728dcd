# Breaks: "For each hook that raised, in order, report(hook, exception) is called once" (report
# "may be a bound method"). To avoid a sink reporting its own failure to itself, a hook bound
# to the same object as report is counted but not reported: with s = SessionSummaryLike(),
# run_observers([s.observe], e, s.record_failure) where s.observe raises, report is never called.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    sink_owner = getattr(report, "__self__", None)
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if sink_owner is not None and getattr(hook, "__self__", None) is sink_owner:
                continue  # a sink that broke cannot be trusted to record its own failure
            report(hook, exc)
    return failures
