# Breaks "a `KeyboardInterrupt` ... propagates as it is (a `BaseExceptionGroup` holding one
# too, whatever else it holds)": the group is opened and its KeyboardInterrupt raised alone.
# Input: a hook raising BaseExceptionGroup("g", [KeyboardInterrupt()]): the caller gets the
# bare KeyboardInterrupt, not that group object.
_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
        except BaseExceptionGroup as group:
            fatal = group.subgroup(_FATAL)
            if fatal is not None:
                raise fatal.exceptions[0] from None  # let Ctrl-C look like Ctrl-C
            raise
    return failures
