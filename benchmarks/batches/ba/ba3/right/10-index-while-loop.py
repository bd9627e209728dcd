# Right: walks the list by index (so a hook listed twice runs twice and the exact listed object is
# reported), counts in a local int and reports in the except clause before the next hook runs.
# Only Exception is caught; anything else leaves the loop as it is, unreported.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures, position = 0, 0
    while position < len(hooks):
        hook = hooks[position]
        position += 1
        try:
            hook(event)
        except Exception as raised:
            failures += 1
            report(hook, raised)
    return failures
