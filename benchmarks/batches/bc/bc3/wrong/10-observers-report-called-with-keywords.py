# Breaks "report too: any callable" and "never raise; ... nothing else is raised": report is
# called with keyword arguments, so a reporter whose parameters have other names (or take
# positional-only ones) gets a TypeError that escapes. Input: report = lambda h, e: None,
# hooks = [boom] -> TypeError raised instead of returning 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook=hook, exception=exc)
    return failed
