# Breaks: "report(hook, exception) is called once ... with the hook object as listed (a bound
# method itself, not its __self__, nor another hook == to it)". A hook carrying a `name`
# attribute (as a RegisteredHook does) is reported by that name instead of itself.
# Input: class H: name = "audit"; __call__ raises ValueError -> report gets "audit", not the H().
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exception:
            failures += 1
            # a registered hook is known by the name the audit trail shows
            report(getattr(hook, "name", hook), exception)
    return failures
