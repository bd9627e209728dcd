# Breaks: "leaves `hooks` as it was (`report` too: it may be a bound method)" with "For each hook that
# raised ... `report(hook, exception)` is called once".
# Input: report = sink.record (a bound method of `class Sink: def record(self, hook, exc): ...`),
# hooks = [a hook raising ValueError]: returns 1, but report is never called (it is not a FunctionType).
import types


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    can_report = isinstance(report, types.FunctionType)  # a reporter must be a function
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if can_report:
                report(hook, exc)
    return failed
