# Wrong: breaks "report(hook, exception) is called once, at once (before the next hook runs)":
# failures are collected and reported after every hook has run. Input: hooks = [bad, probe]
# where probe records how many reports it has seen -> probe sees 0 reports, the text wants 1.
# Count and order of reports are otherwise right.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures.append((hook, exc))
    for hook, exc in failures:
        report(hook, exc)
    return len(failures)
