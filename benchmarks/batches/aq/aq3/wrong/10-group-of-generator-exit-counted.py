# Breaks: "a `KeyboardInterrupt`, `SystemExit` or `GeneratorExit` propagates as it is (a `BaseExceptionGroup`
# holding one too, whatever else it holds)" and "Only an `Exception` is caught and counted".
# Input: hooks = [a hook raising BaseExceptionGroup("g", [GeneratorExit()])]: returns 1 and reports it,
# since only groups holding a KeyboardInterrupt or SystemExit are re-raised. (A bare GeneratorExit propagates.)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
        except BaseExceptionGroup as group:
            # a group of failures is one failure, unless someone pressed Ctrl-C or asked to exit
            if group.subgroup((KeyboardInterrupt, SystemExit)) is not None:
                raise
            failed += 1
            report(hook, group)
    return failed
