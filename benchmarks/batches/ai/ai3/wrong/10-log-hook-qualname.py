# Breaks: "Every entry of `hooks` is a plain (not async) callable ... call it" and "never raise" /
# "nothing else is raised". Input: hooks=[functools.partial(f)] with f raising ValueError: the
# warning line reads hook.__qualname__, which a partial (or an object with __call__) lacks, so an
# AttributeError escapes from the except block instead of 1 being returned.
import logging

logger = logging.getLogger(__name__)


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            logger.warning("observer %s failed", hook.__qualname__)
            report(hook, exc)
            failed += 1
    return failed
