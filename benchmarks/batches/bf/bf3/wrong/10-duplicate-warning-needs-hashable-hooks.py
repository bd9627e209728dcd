# Wrong: breaks "Every entry of hooks is a plain callable, an unhashable one too ... never raise".
# It logs a warning about hooks registered twice by counting them with collections.Counter(hooks) first;
# an unhashable hook (an instance of `class H: __eq__ = lambda s, o: s is o; __hash__ = None;
# def __call__(s, e): pass`) makes Counter raise TypeError before any hook runs.
import logging
from collections import Counter

log = logging.getLogger("observers")


def run_observers(hooks, event, report):
    for hook, seen in Counter(hooks).items():
        if seen > 1:
            log.warning("observer %r is registered %d times", hook, seen)
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
    return failures
