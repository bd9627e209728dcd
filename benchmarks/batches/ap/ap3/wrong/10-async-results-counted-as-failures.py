# Breaks (Ex. 10, Returns): "What a hook returns is ignored (... an awaitable too: never awaited,
# closing a returned coroutine is not graded ...)". A hand copy of the Pre chain's rule in
# toolhooks/decisions.py (as_decision), where a coroutine IS an error. Input: async def push(e): ...
# hooks=[lambda e: push(e)], event="end": returns 1 and reports a TypeError; expected 0, no report.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if inspect.iscoroutine(returned):  # an async hook: it never ran, so it failed
                returned.close()
                raise TypeError("the hook returned a coroutine; hooks here run synchronously")
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
