# Breaks: "For each hook that raised, in order, `report(hook, exception)` is called once, at once".
# Input: report = Failures(), where `class Failures(list): def __call__(self, hook, exc): self.append((hook, exc))`
# (a callable that is an empty list, so falsy), hooks = [a hook raising ValueError]: returns 1 but
# report is never called, because the answer treats a falsy report as "no reporter given".


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if report:  # a reporter is optional
                report(hook, exc)
    return failed
