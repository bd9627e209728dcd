# Wrong: "report(hook, exception) is called ... with the hook object as listed". This reports
# inspect.unwrap(hook): for hook = functools.wraps(inner)(lambda e: inner(e)), where inner raises
# ValueError, report receives `inner`, not the wrapper that was listed in `hooks`.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            # name the real function in the error channel, not the decorator around it
            report(inspect.unwrap(hook), exc)
    return failures
