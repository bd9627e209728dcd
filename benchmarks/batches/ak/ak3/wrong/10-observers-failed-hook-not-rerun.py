# Breaks: "A hook listed twice is called twice". Once a hook has failed in this run, a second
# listing of it is skipped ("it is broken, don't call it again"). Input: h raising ValueError,
# hooks = [h, h]: expected h called twice, 2 reports, returns 2; this calls it once, returns 1.
# (A hook listed twice that does not fail is still called twice.)
def run_observers(hooks, event, report):
    failures = 0
    broken = []
    for hook in hooks:
        if any(hook is seen for seen in broken):
            continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            broken.append(hook)
            report(hook, exc)
    return failures
