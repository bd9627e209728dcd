# Breaks "When one raises, call report(hook, exception) ...; never raise": the guard is there
# "so the hooks after it still run", so the last hook, with nothing after it, is called bare.
# hooks = [ok_hook, failing_hook] -> the failing hook's ValueError escapes the run.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not hooks:
        return 0
    failures = 0
    *guarded, last = hooks
    for hook in guarded:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    last(event)
    return failures
