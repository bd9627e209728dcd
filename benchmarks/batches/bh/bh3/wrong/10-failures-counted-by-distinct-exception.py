# Wrong: breaks "two hooks raising one exception object are two failures": failures are keyed
# by id(exception) so a re-raised error is not counted twice. Input: err = ValueError("x");
# hooks = [h1, h2], both `raise err` -> returns 1 and reports only h1 (the text wants 2
# reports and 2).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    seen = {}
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if id(exc) not in seen:  # the same error re-raised is one failure
                seen[id(exc)] = exc
                report(hook, exc)
    return len(seen)
