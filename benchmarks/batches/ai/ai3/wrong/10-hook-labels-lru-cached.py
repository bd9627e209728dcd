# Breaks: "Every entry of `hooks` is a plain (not async) callable, an unhashable one too" and
# "never raise". Input: hooks=[U()] with class U: __eq__ defined (so __hash__ is None) and
# __call__ raising ValueError -> the lru_cache'd label helper raises TypeError (unhashable) in
# the except block, so the run raises instead of returning 1.
import functools
import logging

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=256)
def _label(hook):
    return getattr(hook, "__qualname__", type(hook).__qualname__)


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            logger.debug("observer %s failed", _label(hook))
            report(hook, exc)
            failed += 1
    return failed
