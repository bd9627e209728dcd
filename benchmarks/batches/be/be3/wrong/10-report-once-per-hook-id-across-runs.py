# Wrong: breaks "For each hook that raised, in order, report(hook, exception) is called
# once": a module-level set of id(hook) suppresses reports (log-spam guard) after a hook's
# first report, across runs. Input: run_observers([h], "e", report) twice with h raising
# ValueError: both return 1, but report is called only in the first run.
_reported = set()


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            failed += 1
            if id(hook) not in _reported:
                _reported.add(id(hook))
                report(hook, error)
    return failed
