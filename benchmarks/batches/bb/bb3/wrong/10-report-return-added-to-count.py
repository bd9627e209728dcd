# Breaks "Return how many hooks failed" / "What report does is not graded": the count adds what
# report returns ("how many records it wrote"), falling back to 1 when it returns nothing.
# A report that returns a number, e.g. report = lambda hook, exc: sink.write(str(exc)) -> 7,
# turns one failing hook into a count of 7.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            written = report(hook, exc)
            failures += written if isinstance(written, int) and written > 0 else 1
    return failures
