# Breaks "call every hook with the event, in order" / "A hook listed twice is called twice" (so a
# hook listed once is called once): a fast round without a try runs first, and when any hook raises
# the careful round starts again from the first hook. Input: hooks=[a, b, c] where only b raises
# -> calls are a, b, a, b, c (a and b each run twice); the count and the one report are right.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    try:
        for hook in hooks:  # fast path: most rounds have no failure, so no try per hook
            hook(event)
        return 0
    except Exception:
        pass  # something failed: do the careful round
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
