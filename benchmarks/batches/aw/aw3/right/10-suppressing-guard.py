# Right: one context manager per run whose __exit__ reports and suppresses an `Exception` (any
# kind, a falsy one, an ExceptionGroup as one object) and returns False for everything else, so
# KeyboardInterrupt, SystemExit, GeneratorExit or a BaseExceptionGroup holding one propagate as
# they are, unreported, before any later hook runs. The report happens inside __exit__, before the
# loop reaches the next hook, with the listed hook object. The tally lives in the guard made by
# this call only, so a run started by a hook counts its own failures; `hooks` is only read.
class _Guard:
    __slots__ = ("report", "hook", "failed")

    def __init__(self, report):
        self.report = report
        self.hook = None
        self.failed = 0

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if kind is None or not issubclass(kind, Exception):
            return False
        self.report(self.hook, exc)
        self.failed += 1
        return True


def run_observers(hooks, event, report):
    guard = _Guard(report)
    for hook in hooks:
        guard.hook = hook
        with guard:
            hook(event)
    return guard.failed
