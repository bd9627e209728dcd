# Breaks "a ... `SystemExit` ... propagates as it is, and no hook after it runs": a clean
# exit (code 0 or None) is taken as "this hook is done" and the run carries on. Input:
# hooks=[lambda e: sys.exit(0), h2]: h2 runs and 0 is returned; expected SystemExit(0)
# raised to the caller and h2 never called.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except SystemExit as done:
            if done.code not in (0, None):
                raise
            continue  # sys.exit(0): the hook finished early, nothing failed
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
