# Breaks: "report(hook, exception) is called once" and "report too: any callable".
# Input: a callable report object that also has a `write` attribute (a unittest.mock.Mock(),
# or a callable error sink): report.write(hook, exc) is called instead of report(hook, exc),
# so the report itself is never called. A plain function or bound method passes.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    # an error sink (like JsonlErrorSink) may be passed in place of a function
    sink = getattr(report, "write", None)
    deliver = sink if callable(sink) else report
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            deliver(hook, exc)
    return failures
