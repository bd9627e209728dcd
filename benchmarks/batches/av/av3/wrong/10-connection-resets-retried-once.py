# Breaks: "When one raises, call report(hook, exception) and go on with the next" / "report(hook,
# exception) is called once, at once". A hook raising ConnectionResetError is called again, and a retry
# that works hides the failure. Input: a hook raising ConnectionResetError on its first call only ->
# returns 0, no report, hook ran twice; expected 1, one report, one call.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            try:
                hook(event)
            except ConnectionResetError:
                hook(event)  # a dropped connection is transient: one more try
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
