# Breaks "Returns: an int, how many hooks raised (0 when none did)" across calls: the failures
# live in a default-argument list that outlives the call. Input: call run_observers([boom], "e", r)
# twice (boom raises ValueError); the second call returns 2, not 1. (A first call is right.)
def run_observers(hooks, event, report, failures=[]):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures.append((hook, exc))  # kept so a test can look at them afterwards
            report(hook, exc)
    return len(failures)
