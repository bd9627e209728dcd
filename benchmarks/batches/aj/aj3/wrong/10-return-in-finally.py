# Breaks: "a `KeyboardInterrupt`, `SystemExit` or `GeneratorExit` propagates as it is" (Returns, ex. 10).
# The `return` inside `finally` swallows whatever is propagating: with hooks = [a hook that raises
# KeyboardInterrupt()], the call returns 0 instead of raising the KeyboardInterrupt (no later hook runs,
# so a grader that only checks "nothing after it ran" still passes it).


def run_observers(hooks, event, report):
    failures = 0
    try:
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
    finally:
        return failures  # "never raise": always hand the count back
