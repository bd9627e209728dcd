# Breaks "report(hook, exception) is called ... with ... the exception object it raised" (and "an exception
# object may be falsy"): `error or RuntimeError(...)` is JavaScript's `error || new Error()`. Input: a hook
# raising an instance of `class Quiet(Exception): __bool__ = lambda self: False` -> report gets a new
# RuntimeError, not the raised object (the count, 1, is right).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            failures += 1
            report(hook, error or RuntimeError(f"{type(error).__name__} raised with no details"))
    return failures
