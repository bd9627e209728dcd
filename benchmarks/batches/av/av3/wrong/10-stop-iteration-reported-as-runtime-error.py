# Breaks: "report(hook, exception) is called ... with ... the exception object it raised" (StopIteration
# included). PEP 479 habit: a StopIteration is reported wrapped in a new RuntimeError chained from it.
# Input: h raising StopIteration() -> report(h, RuntimeError(...)) with __cause__ the StopIteration;
# expected report(h, that StopIteration). The count (1) is right.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except StopIteration as stop:
            failures += 1
            try:  # as a generator would: StopIteration becomes RuntimeError
                raise RuntimeError(f"observer {hook!r} raised StopIteration") from stop
            except RuntimeError as wrapped:
                report(hook, wrapped)
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
