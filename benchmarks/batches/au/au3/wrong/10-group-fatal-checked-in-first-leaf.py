# Breaks "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is (a BaseExceptionGroup holding
# one too, whatever else it holds)": the match's sequence pattern only looks at the group's FIRST member.
# Input: a hook raising BaseExceptionGroup("g", [ValueError("v"), KeyboardInterrupt()]) is counted and
# reported (returns 1) and the hooks after it run, instead of the group propagating.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as error:
            match error:
                case KeyboardInterrupt() | SystemExit() | GeneratorExit():
                    raise
                case BaseExceptionGroup(
                    exceptions=[KeyboardInterrupt() | SystemExit() | GeneratorExit(), *_]
                ):
                    raise
                case Exception() | BaseExceptionGroup():
                    failures += 1
                    report(hook, error)
                case _:
                    raise
    return failures
