# Breaks (Ex. 10, Returns): "What a hook returns is ignored" -- only a raised Exception is a failure.
# Input: hooks=[lambda event: NotImplemented], event="end": this answer returns 1 and calls
# report(hook, NotImplementedError(...)); the text wants 0 and no report call (nothing raised).
# (The `__eq__` habit: returning NotImplemented read as "this hook could not handle it".)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            answer = hook(event)
            if answer is NotImplemented:
                raise NotImplementedError("the hook does not handle this event")
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
