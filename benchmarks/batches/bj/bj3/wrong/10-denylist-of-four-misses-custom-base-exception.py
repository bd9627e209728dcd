# Breaks: "a KeyboardInterrupt, SystemExit, GeneratorExit or other BaseException that is no
# Exception (an asyncio.CancelledError) propagates as it is ... unreported".
# Input: a hook raising `class Abort(BaseException): pass` (like trio.Cancelled or gevent's
# GreenletExit): it is caught, reported and counted (returns 1) instead of propagating.
import asyncio

_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit, asyncio.CancelledError)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except _FATAL:
            raise
        except BaseException as exc:  # everything else is a failed observer
            failures += 1
            report(hook, exc)
    return failures
