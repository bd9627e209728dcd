# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ..., and no hook
# after it runs". Input: hooks=[lambda e: sys.exit(0), h2] -> the answer reads exit code 0 (or
# None) as a hook that succeeded, runs h2 and returns 0 instead of letting SystemExit out.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except SystemExit as stop:
            if stop.code not in (0, None):  # like a command hook: exit 0 means "fine"
                raise
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
