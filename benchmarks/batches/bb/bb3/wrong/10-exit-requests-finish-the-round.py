# Breaks "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ... and no hook
# after it runs": a SystemExit is held until the remaining hooks ran (so the audit still writes),
# only Ctrl-C stops at once. hooks = [lambda e: sys.exit(3), later] -> later is called.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    pending_exit = None
    for hook in hooks:
        try:
            hook(event)
        except SystemExit as exc:
            if pending_exit is None:
                pending_exit = exc
        except Exception as exc:
            failures += 1
            report(hook, exc)
    if pending_exit is not None:
        raise pending_exit
    return failures
