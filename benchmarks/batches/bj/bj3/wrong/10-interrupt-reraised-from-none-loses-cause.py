# Breaks: "a KeyboardInterrupt, SystemExit, GeneratorExit or other BaseException ...
# propagates as it is". Input: a hook doing `raise KeyboardInterrupt() from OSError("tty")`
# (or raising SystemExit inside an except block): `raise exc from None` re-raises the same
# object but sets __cause__ = None and __suppress_context__ = True, wiping what it carried.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise exc from None  # keep the traceback short: the runner is not the cause
            failures += 1
            report(hook, exc)
    return failures
