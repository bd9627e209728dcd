# Right: each hook runs, in list order, inside a context manager whose __exit__ receives the very exception
# object raised; it reports (hook as listed, that object) at once and swallows it only when it is an
# Exception, so KeyboardInterrupt/SystemExit/GeneratorExit (and a BaseExceptionGroup holding one) propagate
# as they are and stop the loop. Counts live in the call's own list: re-entrant and thread-safe runs.


class _Guard:
    def __init__(self, hook, report, failed):
        self.hook, self.report, self.failed = hook, report, failed

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is None or not issubclass(kind, Exception):
            return False  # no failure, or one that must propagate
        self.failed.append(None)
        self.report(self.hook, error)
        return True


def run_observers(hooks, event, report):
    failed = []
    for position in range(len(hooks)):
        hook = hooks[position]
        with _Guard(hook, report, failed):
            hook(event)
    return len(failed)
