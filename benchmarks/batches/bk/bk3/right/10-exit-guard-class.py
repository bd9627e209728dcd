# Right for Exercise 10: a small class-based context manager per hook; __exit__ swallows (returns
# True) only when the exception's class is a subclass of Exception, after calling report(hook, exc)
# with the very object raised, so KeyboardInterrupt, SystemExit, GeneratorExit, CancelledError and
# BaseExceptionGroups holding them propagate untouched and end the run. Hooks are called as
# hook(event) in order, the count is local to the call, and neither hooks nor report is changed.
class _Guard:
    __slots__ = ("hook", "report", "failed")

    def __init__(self, hook, report):
        self.hook, self.report, self.failed = hook, report, False

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is not None and issubclass(kind, Exception):
            self.failed = True
            self.report(self.hook, error)
            return True
        return False


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        guard = _Guard(hook, report)
        with guard:
            hook(event)
        failures += guard.failed
    return failures
