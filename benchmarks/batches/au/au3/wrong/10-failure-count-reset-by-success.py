# Breaks "Return how many hooks failed" / "an int, how many hooks raised": the counter is reset by every
# hook that succeeds (a circuit-breaker's consecutive-failure count). Input: run_observers([failing, ok],
# "evt", report) returns 0 instead of 1 (with [ok, failing] it returns 1, as it should).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            failures += 1
            report(hook, error)
        else:
            failures = 0  # healthy again
    return failures
