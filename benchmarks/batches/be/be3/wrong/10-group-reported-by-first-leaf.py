# Wrong: breaks "report(hook, exception) ... with ... the exception object it raised (an
# ExceptionGroup too: one failure)": for an ExceptionGroup the answer counts one failure
# but reports its first leaf. Input: a hook raising g = ExceptionGroup("x",
# [ValueError("a"), KeyError("b")]): report gets the ValueError, not g.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except ExceptionGroup as group:  # report the root cause, not the wrapper
            report(hook, group.exceptions[0])
            failed += 1
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed
