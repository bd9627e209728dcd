# Right: a guard whose __exit__ swallows only Exception subclasses (issubclass on the raised type),
# reports (hook as listed, the exception instance) before the loop moves on, and counts it; any
# BaseException that is not an Exception (KeyboardInterrupt, SystemExit, GeneratorExit, a BaseExceptionGroup
# holding one) makes __exit__ return False, so it propagates as it is. The list is only read; the count is per call.
class _Guard:
    __slots__ = ("hook", "report", "failed")

    def __init__(self, hook, report):
        self.hook, self.report, self.failed = hook, report, False

    def __enter__(self):
        return self

    def __exit__(self, kind, error, _traceback):
        if kind is None or not issubclass(kind, Exception):
            return False
        self.failed = True
        self.report(self.hook, error)
        return True


def run_observers(hooks, event, report):
    failures = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        guard = _Guard(hook, report)
        with guard:
            hook(event)
        failures += guard.failed
        index += 1
    return int(failures)
