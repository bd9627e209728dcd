# Breaks "Only an Exception is caught and counted: a KeyboardInterrupt ... propagates as it is
# (a BaseExceptionGroup holding one too, whatever else it holds)". Input: a hook raising
# BaseExceptionGroup("outer", [BaseExceptionGroup("inner", [KeyboardInterrupt()])]): only the
# top level is scanned for the three, so the group is reported and counted (returns 1), not raised.
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
            # a group that carries Ctrl-C or an exit must stop us; anything else is a failure
            if any(isinstance(inner, _FATAL) for inner in group.exceptions):
                raise
            failures += 1
            report(hook, group)
    return failures
