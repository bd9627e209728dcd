# Breaks: "A hook listed twice is called twice, and two hooks raising one exception object are two
# failures". Failures are a set of (id(hook), id(exception)) pairs, so one hook listed twice raising the
# same object counts once. Input: ERR = ValueError(); def h(e): raise ERR; run_observers([h, h], "e",
# report) -> 1 (two reports); expected 2.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = set()  # (hook, error) pairs: one failure is never counted twice
    for hook in hooks:
        try:
            hook(event)
        except Exception as exception:
            failed.add((id(hook), id(exception)))
            report(hook, exception)
    return len(failed)
