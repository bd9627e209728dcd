# Breaks: "For each hook that raised, in order, `report(hook, exception)` is called once ... (its message
# may be empty ...)" (Returns, ex. 10). Only exceptions with arguments are reported: a hook doing
# `raise RuntimeError` (or `raise ValueError()`) is counted (returns 1) but report is never called.


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if exc.args:  # nothing to say, nothing to report
                report(hook, exc)
    return failures
