# Breaks: "For each hook that raised, in order, report(hook, exception) is called once": a
# second failure of an exception type already reported in this run is counted but not reported
# (anti log-spam). Input: hooks=[raise OSError("a"), raise OSError("b")]: returns 2 but report
# is called once; it must be called twice.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    reported_types = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if type(exc) in reported_types:
                continue  # the same kind of failure was reported already
            reported_types.add(type(exc))
            report(hook, exc)
    return failed
