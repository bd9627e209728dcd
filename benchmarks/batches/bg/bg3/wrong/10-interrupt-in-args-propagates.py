# Breaks: "Only an Exception is caught and counted (...): a KeyboardInterrupt ... propagates" — the
# exception raised decides, not what it carries. An Exception whose args hold a KeyboardInterrupt
# (a worker wrapper's RuntimeError(KeyboardInterrupt())) is re-raised as that interrupt instead of
# counted. Input: hook raising RuntimeError(KeyboardInterrupt()): must return 1; here raises.

_FATAL = (KeyboardInterrupt, SystemExit, GeneratorExit)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            wrapped = [a for a in exc.args if isinstance(a, _FATAL)]
            if wrapped:
                raise wrapped[0]  # unwrap an interrupt a worker caught and wrapped
            failures += 1
            report(hook, exc)
    return failures
