# Breaks "a BaseExceptionGroup holding one [KeyboardInterrupt] too, whatever else it holds,
# propagates as it is, unreported": except* reports and counts the group's Exception part and
# re-raises a new group of the rest. Input: a hook raising BaseExceptionGroup("g",
# [KeyboardInterrupt(), ValueError()]) -> report(hook, that ValueError) is called; a new group escapes.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except* Exception as group:
            # except* wraps a plain exception in a group: hand report what the hook raised
            raised = group.exceptions[0] if len(group.exceptions) == 1 else group
            report(hook, raised)
            failed += 1
    return failed
