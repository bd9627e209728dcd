# Wrong: breaks "A hook listed twice is called twice" and "never raise": it asserts that no hook
# object appears twice. Input: h = lambda e: None; run_observers([h, h], "end", r) raises
# AssertionError; expected 0 with h called twice.
def run_observers(hooks, event, report):
    assert len({id(hook) for hook in hooks}) == len(hooks), "an observer is registered twice"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
