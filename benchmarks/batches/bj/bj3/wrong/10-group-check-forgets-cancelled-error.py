# Breaks: "... propagates as it is (a BaseExceptionGroup holding one too, whatever else it
# holds), unreported". Input: a hook raising
# BaseExceptionGroup("g", [asyncio.CancelledError(), ValueError()]): the group check only
# looks for the three classic exits, so it is reported and counted (returns 1).
# A bare CancelledError, or a group holding a KeyboardInterrupt, does propagate.
import asyncio

_EXITS = (KeyboardInterrupt, SystemExit, GeneratorExit)


def _fatal(exc):
    if isinstance(exc, (*_EXITS, asyncio.CancelledError)):
        return True
    if isinstance(exc, BaseExceptionGroup):
        return exc.subgroup(_EXITS) is not None
    return False


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if _fatal(exc):
                raise
            failures += 1
            report(hook, exc)
    return failures
