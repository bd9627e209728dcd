# Breaks: "call every hook with the event, in order" / "Every hook runs, in order" (state kept across calls).
# Input: hooks = [ok_hook]; run_observers(hooks, "e", report); then hooks.append(failing_hook) and
# run_observers(hooks, "e", report) again: the second run uses the plan cached for id(hooks), so the
# appended hook never runs and it returns 0 instead of 1 (a new list reusing a freed id fails the same way).

_PLANS = {}


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    plan = _PLANS.get(id(hooks))
    if plan is None:  # resolve a registry's hooks once, not on every event
        plan = _PLANS[id(hooks)] = tuple(hooks)
    failed = 0
    for hook in plan:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
