# Breaks "Every hook runs, in order, whatever attributes it carries" and "For each hook that
# raised ... report(hook, exception) is called once, at once". Input: a hook object with
# retries = 2 that raises ValueError on its first call only: it is called again (as Celery-style
# tasks are) and succeeds, so run_observers returns 0 and never reports (expected 1 and a report).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        attempts = 1 + max(0, int(getattr(hook, "retries", 0) or 0))
        for attempt in range(attempts):
            try:
                hook(event)
                break
            except Exception as exc:
                if attempt + 1 == attempts:  # out of retries: now it is a failure
                    failures += 1
                    report(hook, exc)
    return failures
