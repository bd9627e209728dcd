# Breaks "For each hook that raised, ... report(hook, exception) is called once" (and "0 when
# none did"): a run with no hooks at all is reported to the error channel as a misconfiguration.
# hooks = [] -> report(None, RuntimeError(...)) is called although no hook raised.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not hooks:
        report(None, RuntimeError("no observers registered for this event"))
        return 0
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
