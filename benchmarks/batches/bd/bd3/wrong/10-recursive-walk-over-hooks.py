# Breaks "with any number of hooks (a list)" and "never raise": the list is walked by
# recursion on hooks[1:], so 5000 hooks [lambda e: None] * 5000 hit the recursion limit:
# RecursionError is counted as hook failures and then raised out of the run.
def run_observers(hooks, event, report):
    if not hooks:
        return 0
    first, rest = hooks[0], hooks[1:]
    failed = 0
    try:
        first(event)
    except Exception as exc:
        failed = 1
        report(first, exc)
    return failed + run_observers(rest, event, report)
