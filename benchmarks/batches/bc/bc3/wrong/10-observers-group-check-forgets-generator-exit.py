# Breaks "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is (a
# BaseExceptionGroup holding one too, whatever else it holds), unreported": groups are
# scanned for KeyboardInterrupt and SystemExit only. Input: a hook raising
# BaseExceptionGroup("g", [GeneratorExit()]) -> it is reported and counted (returns 1).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if isinstance(exc, (KeyboardInterrupt, SystemExit, GeneratorExit)):
                raise
            if isinstance(exc, BaseExceptionGroup):
                if exc.subgroup((KeyboardInterrupt, SystemExit)) is not None:
                    raise
            elif not isinstance(exc, Exception):
                raise
            report(hook, exc)
            failed += 1
    return failed
