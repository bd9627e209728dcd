# Wrong: "Every hook runs, in order" and "A hook listed twice is called twice". Bound methods are
# deduplicated by their function: hooks = [Audit().write, Audit().write] (two instances) calls
# only the first; the second hook never runs.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    methods_run = []  # one observer class attached twice would double-count
    for hook in hooks:
        function = getattr(hook, "__func__", None)
        if function is not None:
            if any(function is seen for seen in methods_run):
                continue
            methods_run.append(function)
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
