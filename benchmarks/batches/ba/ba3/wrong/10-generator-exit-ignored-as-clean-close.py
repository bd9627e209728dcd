# Breaks "a `KeyboardInterrupt`, `SystemExit` or `GeneratorExit` propagates as it is ..., and no hook
# after it runs": GeneratorExit is taken for a hook that closed cleanly, so it is swallowed (not
# counted, not reported) and the round goes on. Input: hooks=[h, g] where h raises GeneratorExit()
# -> nothing propagates, g runs, 0 is returned.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except GeneratorExit:
            continue  # a closed generator-style hook: nothing failed
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
