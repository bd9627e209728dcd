# Right: functools.reduce folds the hooks in order, starting from the int 0; the helper calls
# hook(event) once, reports an Exception at once with the hook as listed and the exception object,
# and adds 1; a non-Exception BaseException is never caught, so it propagates as it is and reduce
# stops there. Return values are ignored; hooks and report are not touched.
from functools import reduce


def _failed(hook, event, report):
    try:
        hook(event)
    except Exception as exception:
        report(hook, exception)
        return 1
    return 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    return reduce(lambda total, hook: total + _failed(hook, event, report), hooks, 0)
