# Breaks "What a hook returns is ignored (... an awaitable too: never awaited ...)": to avoid
# "coroutine was never awaited" warnings it calls .close() on any awaitable a hook returns,
# inside the guard; a hook returning a plain awaitable object (class A: def __await__(self):
# yield) has no close(), so the AttributeError is counted and reported as a failure (1, not 0).
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            result = hook(event)
            if inspect.isawaitable(result):
                result.close()
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
