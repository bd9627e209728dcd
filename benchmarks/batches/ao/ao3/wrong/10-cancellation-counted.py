# Wrong: "Only an Exception is caught and counted". asyncio.CancelledError is a BaseException
# (not an Exception) since 3.8; a hook raising asyncio.CancelledError() is reported and counted
# here (returns 1) instead of propagating out of run_observers.
import asyncio


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except (Exception, asyncio.CancelledError) as exc:  # a cancelled hook failed too
            failures += 1
            report(hook, exc)
    return failures
