# Breaks: "never raise" / "nothing else is raised". Stamps each failing hook with its error
# for debugging; a builtin or bound method takes no attribute: run_observers([int], "x", report)
# raises TypeError (int("x") fails, then `int.last_error = ...`), and a failing bound method
# raises AttributeError, instead of returning 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            hook.last_error = exc  # so a debugger shows which observer broke last
    return failures
