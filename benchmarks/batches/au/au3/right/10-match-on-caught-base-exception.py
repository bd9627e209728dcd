# Right: catches everything, then lets a `match` decide: only an `Exception` instance (an ExceptionGroup
# too, counted once) is reported and counted; anything else (KeyboardInterrupt, SystemExit, GeneratorExit,
# a BaseExceptionGroup holding one) is re-raised with a bare `raise`, the same object, and no later hook
# runs. The hook's return value is never looked at; the count is local to this run (nested runs are separate).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    count = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as caught:
            match caught:
                case Exception():
                    report(hook, caught)
                    count += 1
                case _:
                    raise
    return count
