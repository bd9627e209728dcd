# Breaks "Return how many hooks failed" / "What `report` does is not graded": like
# __exit__, a report that returns True is taken to have handled the failure, which is then
# not counted. Input: hooks=[lambda e: 1 / 0], report=lambda h, e: True: returns 0;
# expected 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            handled = report(hook, exc)
            if handled is not True:  # a reporter may swallow a known, harmless failure
                failures += 1
    return failures
