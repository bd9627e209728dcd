# Breaks "When one raises, call report(hook, exception) ...; never raise" for a run of one hook:
# a fast path calls a single hook directly ("no other hook to protect") and returns 0.
# hooks = [failing_hook] -> its exception escapes, report is never called.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if len(hooks) == 1:
        hooks[0](event)
        return 0
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
