# Wrong: breaks "leaves hooks as it was (report too: any callable, a bound method ...)" and
# "nothing else is raised": it stores a running tally as an attribute on `report`.
# Input: report = Recorder().report (a bound method) with one failing hook -> AttributeError
# ('method' object has no attribute 'failures'); with a plain function report, it gains .failures.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            report.failures = getattr(report, "failures", 0) + 1  # for the dashboard
    return failed
