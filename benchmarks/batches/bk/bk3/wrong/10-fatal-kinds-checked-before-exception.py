# Breaks Exercise 10: "Every Exception counts" / "Only an Exception is caught and counted: a
# ... BaseException that is no Exception propagates". Input: a hook raising Abort(), with
# class Abort(Exception, KeyboardInterrupt): it is an Exception, so it must be counted and
# reported; here the fatal-kinds test comes first and it propagates out of the run.
import asyncio

FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit, asyncio.CancelledError)


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if isinstance(exc, FATAL) or not isinstance(exc, Exception):
                raise
            failures += 1
            report(hook, exc)
    return failures
