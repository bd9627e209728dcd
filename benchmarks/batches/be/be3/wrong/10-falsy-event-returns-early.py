# Wrong: breaks "call every hook with the event" / "Every hook runs, in order": a guard
# clause returns 0 without running any hook when the event is falsy. Input: event "" (the
# grader passes plain strings) with hooks [h] where h records its calls: h is never called.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not event:  # nothing to observe
        return 0
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed
