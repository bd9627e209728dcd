# Right: each hook runs, in list order, inside a small context manager whose __exit__ absorbs an
# Exception only (any kind, an ExceptionGroup as one), reporting the hook as listed and the very
# object raised at once, before the next hook; a KeyboardInterrupt, SystemExit, GeneratorExit or a
# BaseExceptionGroup is not absorbed, so it propagates as it is, unreported. Returns an int count.


class _Absorb:
    """Swallow an Exception raised in the block, after reporting it; let anything else through."""

    def __init__(self, hook, report):
        self.hook, self.report, self.failed = hook, report, False

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is None or not issubclass(kind, Exception):
            return False
        self.failed = True
        self.report(self.hook, error)
        return True


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for position in range(len(hooks)):
        hook = hooks[position]
        guard = _Absorb(hook, report)
        with guard:
            hook(event)
        failed += guard.failed
    return int(failed)
