# Breaks: "Every `Exception` counts ... (...; an exception object may be falsy)" and "For each hook
# that raised ... report(hook, exception) is called once". Input: hooks=[h] where h raises
# Quiet(), class Quiet(Exception): __bool__ = lambda self: False -> report is never called and
# the answer returns 0, not 1 (it tests `if error:` instead of `if error is not None`).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        error = None
        try:
            hook(event)
        except Exception as exc:
            error = exc
        if error:
            report(hook, error)
            failed += 1
    return failed
