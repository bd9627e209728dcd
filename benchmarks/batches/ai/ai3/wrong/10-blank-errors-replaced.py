# Breaks: "report(hook, exception) is called ... with ... the exception object it raised" and
# "(its message may be empty, ...)". Input: hooks=[h] with h raising err = ValueError() (no
# message) -> report gets a new RuntimeError("ValueError (no message)") instead of err; an
# exception with a message is passed through, so ordinary failures look right.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if not exc.args or not any(str(arg).strip() for arg in exc.args):
                # an empty message helps nobody reading the error channel
                exc = RuntimeError(f"{type(exc).__name__} (no message)")
            report(hook, exc)
            failed += 1
    return failed
