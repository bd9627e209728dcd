# Each hook runs as hook(event) inside a small context manager whose __exit__ swallows only an
# Exception (reporting the hook as listed and the very exception object, at once, then counting
# it); any other BaseException is not swallowed, so it propagates as it is and the loop stops.
# The count lives in a per-call object, so nested or threaded runs never share it; hooks is only read.
class _Guard:
    __slots__ = ("report", "failures", "hook")

    def __init__(self, report):
        self.report = report
        self.failures = 0
        self.hook = None

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if kind is None or not issubclass(kind, Exception):
            return False
        self.failures += 1
        self.report(self.hook, exc)
        return True


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    guard = _Guard(report)
    for hook in hooks:
        guard.hook = hook
        with guard:
            hook(event)
    return guard.failures
