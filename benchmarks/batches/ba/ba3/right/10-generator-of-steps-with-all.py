# Right: a generator runs one hook per step and reports a failure before yielding, so report comes
# at once and before the next hook; `all()` stops at the first failure and the rest of the same
# generator is then summed, so every hook runs exactly once, in order, with `event` itself. Only
# Exception is caught: KeyboardInterrupt, SystemExit, GeneratorExit and BaseExceptionGroups
# propagate out of the generator unreported, and no later hook runs. State is local: nested runs
# count their own failures; hooks and report are only read.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def steps():
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                yield False
            else:
                yield True

    rounds = steps()
    if all(rounds):
        return 0
    return 1 + sum(not ok for ok in rounds)
