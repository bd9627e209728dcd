# Breaks "report(hook, exception) ... with the hook object as listed": a hook made with a
# functools.wraps decorator is reported as its __wrapped__ function ("the real one"). Input:
# hooks = [logged] where logged = functools.wraps(f)(lambda e: f(e)) and f raises -> report
# receives f, not the listed `logged`.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(getattr(hook, "__wrapped__", hook), exc)
            failed += 1
    return failed
