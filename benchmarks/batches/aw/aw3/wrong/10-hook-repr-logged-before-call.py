# Breaks: "never raise" / "nothing else is raised" (and "Every hook runs ... whatever attributes it carries").
# Each hook's repr() is built eagerly for a debug log line, outside the try: a callable object whose
# __repr__ raises (class H: __call__ = lambda s, e: None; __repr__ = lambda s: 1/0) makes
# run_observers raise ZeroDivisionError instead of running the hook.
import logging

_log = logging.getLogger("observers")


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        _log.debug(f"running observer {hook!r}")
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
