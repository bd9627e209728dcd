# Breaks: "When one raises, call `report(hook, exception)`" (report is called positionally; its
# parameters may be named anything, "it may be a bound method"). Input: report=lambda h, e: None
# and hooks=[h] with h raising ValueError -> report(hook=..., exception=...) raises TypeError,
# which escapes: the run raises instead of returning 1.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook=hook, exception=exc)
            failed += 1
    return failed
