# Wrong: "Every hook runs, in order, whatever attributes it carries (a priority, enabled = False)".
# A bound method whose object has enabled = False (sink = Sink(); sink.enabled = False;
# hooks = [sink.write]) is skipped here: sink.write never runs.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        owner = getattr(hook, "__self__", None)
        if owner is not None and getattr(owner, "enabled", True) is False:
            continue  # the sink was switched off by its owner
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
