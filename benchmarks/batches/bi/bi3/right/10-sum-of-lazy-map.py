# Right: `sum` over a lazy `map` runs one hook at a time, in order, so `report` is called at
# once (before the next hook); each step returns 1 for an Exception (reported with the hook
# object and the exception object), 0 otherwise; a BaseException that is no Exception is
# re-raised as it is by the bare `raise`, unreported. `hooks` is only iterated.
def _one(hook, event, report):
    try:
        hook(event)
    except BaseException as exc:
        if not isinstance(exc, Exception):
            raise
        report(hook, exc)
        return 1
    return 0


def run_observers(hooks, event, report):
    return sum(map(_one, hooks, [event] * len(hooks), [report] * len(hooks)))
