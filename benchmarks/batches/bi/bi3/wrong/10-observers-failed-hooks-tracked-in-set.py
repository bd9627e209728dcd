# Wrong: "Every entry of hooks is a plain callable, an unhashable one too" and "never raise".
# Failed hooks are also kept in a set (for a "which hooks are flaky" metric): a failing hook
# that is unhashable (an instance of a callable class with __eq__ and no __hash__) makes
# set.add raise TypeError out of the except block, after report; the hooks after it never run.
_FLAKY = set()


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
            _FLAKY.add(hook)
    return failed
