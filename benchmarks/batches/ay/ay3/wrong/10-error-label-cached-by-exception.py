# Breaks: "Every `Exception` counts ... nothing else is raised." On a hook raising an
# exception class made with @dataclass (eq=True sets __hash__ = None), e.g.
# `@dataclass class Boom(Exception): code: int` and `raise Boom(7)`, the cached label helper
# raises TypeError("unhashable type: 'Boom'") out of run_observers instead of counting 1.
import functools


@functools.cache
def _label(exc):
    """One short label per failure, computed once per exception (it is logged below)."""
    return type(exc).__name__


_LOG = []


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            _LOG.append(_label(exc))
            report(hook, exc)
            failures += 1
    return failures
