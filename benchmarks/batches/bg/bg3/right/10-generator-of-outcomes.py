# Right: a lazy generator reports (hook, exc) and yields 1 per hook that raised an Exception, before the
# next hook runs; other BaseExceptions (and groups holding one) leave it and sum() untouched, unreported,
# and stop the run. No state outside the call (nested runs count their own); hooks/report/event are
# used as given; sum(..., 0) of ints is an int, 0 when none raised.


def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:  # noqa: BLE001
            report(hook, error)
            yield 1


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    return sum(_failures(hooks, event, report), 0)
