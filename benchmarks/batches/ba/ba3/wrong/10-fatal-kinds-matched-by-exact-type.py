# Breaks "Only an `Exception` is caught and counted: a `KeyboardInterrupt`, `SystemExit` or
# `GeneratorExit` propagates as it is (a `BaseExceptionGroup` holding one too ...), unreported, and
# no hook after it runs": the fatal kinds are matched with `type(exc) in (...)`, so a group holding
# one (and any subclass) is counted. Input: hooks=[h, g] where h raises
# BaseExceptionGroup("x", [KeyboardInterrupt()]) -> h is reported, g runs, 1 is returned.

_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if type(exc) in _FATAL:
                raise
            failed += 1
            report(hook, exc)
    return failed
