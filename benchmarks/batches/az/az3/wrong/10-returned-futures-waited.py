# Breaks: "What a hook returns is ignored" (and "Only an `Exception` ... raised" counts).
# Input: a hook that returns a `concurrent.futures.Future` whose exception is set
# (`f = Future(); f.set_exception(OSError("x")); return f`) raised nothing: 0 failures expected;
# this answer waits on returned futures, so it reports OSError("x") and returns 1.
from concurrent.futures import Future


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if isinstance(returned, Future):  # a hook that handed its work to a pool: wait for it
                returned.result(timeout=5)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
