# Breaks: "the exception object it raised (an ExceptionGroup too: one failure)". A hook raising
# ExceptionGroup("two", [ValueError(), OSError()]) is reported once, correctly, but counted as
# two failures, so run_observers([that_hook], e, report) returns 2 instead of 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            if isinstance(exc, ExceptionGroup):
                # a group is several errors at once: count each of its leaves
                leaves, pending = 0, [exc]
                while pending:
                    item = pending.pop()
                    if isinstance(item, BaseExceptionGroup):
                        pending.extend(item.exceptions)
                    else:
                        leaves += 1
                failures += leaves
            else:
                failures += 1
    return failures
