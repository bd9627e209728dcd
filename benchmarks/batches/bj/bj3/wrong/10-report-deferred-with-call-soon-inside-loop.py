# Breaks: "report(hook, exception) is called once, at once (before the next hook runs)".
# Input: run_observers called from inside a running event loop with a failing hook: report is
# queued with loop.call_soon, so it has not run when run_observers returns (nor before the
# next hook). Outside a loop it is called at once, so plain-thread tests pass.
import asyncio


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = None
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if loop is not None:
                loop.call_soon(report, hook, exc)  # don't block the SDK's loop on reporting
            else:
                report(hook, exc)
    return failures
