# Breaks "report(hook, exception) is called once" (report: "any callable"): a reporter with a
# `send` attribute is taken for a sink and its send(...) is called instead. Input: report =
# unittest.mock.Mock() and a hook that raises -> report.send(hook, exc) is called, report itself
# never (report.call_count == 0).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    deliver = getattr(report, "send", None)  # queues, channels and sinks expose send()
    if not callable(deliver):
        deliver = report
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            deliver(hook, exc)
            failures += 1
    return failures
