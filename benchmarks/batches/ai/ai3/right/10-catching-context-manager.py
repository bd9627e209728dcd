# Right: a fresh guard per hook swallows only Exception subclasses (tested on the raised type, so SystemExit,
# GeneratorExit, KeyboardInterrupt and BaseExceptionGroups holding one propagate unchanged and end the run) and
# keeps the raised object itself; `is not None`, not truth, so a falsy exception counts. report(listed hook, that
# object) runs before the next hook; hook(event) gets the event itself; the local int counts this run only.
class _Guard:
    __slots__ = ("caught",)

    def __init__(self):
        self.caught = None

    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        if kind is not None and issubclass(kind, Exception):
            self.caught = value
            return True
        return False


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        guard = _Guard()
        with guard:
            hook(event)
        if guard.caught is not None:
            report(hook, guard.caught)
            failures += 1
    return failures
