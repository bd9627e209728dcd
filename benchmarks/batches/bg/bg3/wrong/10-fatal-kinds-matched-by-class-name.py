# Breaks: "Every Exception counts, of any built-in kind ... Only an Exception is caught and counted:
# a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is".
# Input: a hook raising an instance of a user class `class SystemExit(Exception)` (an Exception named
# like the fatal kind) propagates instead of counting 1; a `class Cancelled(KeyboardInterrupt)` is counted.

_FATAL_NAMES = {"KeyboardInterrupt", "SystemExit", "GeneratorExit"}


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if type(exc).__name__ in _FATAL_NAMES:
                raise
            if isinstance(exc, BaseExceptionGroup) and not isinstance(exc, ExceptionGroup):
                raise
            failures += 1
            report(hook, exc)
    return failures
