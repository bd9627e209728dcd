# Breaks "Every hook runs, in order": the list of hooks is copied once per list object and
# cached by id(hooks), so a list that grew since (or a new list at a freed list's address)
# runs a stale plan. Input: hooks = [ok]; run_observers(hooks, "e", rep); hooks.append(boom);
# run_observers(hooks, "e", rep) -> boom never runs and 0 is returned instead of 1.
_plans = {}


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    plan = _plans.get(id(hooks))
    if plan is None:
        plan = _plans[id(hooks)] = tuple(hooks)
    failed = 0
    for hook in plan:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
