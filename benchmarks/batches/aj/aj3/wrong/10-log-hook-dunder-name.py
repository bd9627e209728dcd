# Breaks: "Every entry of `hooks` is a plain (not async) callable ... a class too: call it" and "nothing
# else is raised" (Returns, ex. 10). The debug log reads `hook.__name__` eagerly: a failing hook that has
# no __name__ (functools.partial(f) or an instance with __call__ that raises) makes run_observers raise
# AttributeError out of the except block; report is not called and later hooks do not run.
import logging

_log = logging.getLogger(__name__)


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            _log.debug("observer %s failed: %r", hook.__name__, exc)
            report(hook, exc)
    return failures
