# Wrong: breaks "with any number of hooks (a list)" and "never raise": an empty list is legal.
# Input: run_observers([], "end", lambda h, e: None) raises AssertionError instead of returning 0.
# (Runs every given hook correctly otherwise.)
def run_observers(hooks, event, report):
    assert hooks, "run_observers called without any observer registered"
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
