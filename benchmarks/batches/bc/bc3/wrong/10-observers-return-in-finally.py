# Breaks "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is": the count is
# returned from a `finally` block, and a `return` in `finally` swallows whatever was
# propagating. Input: hooks = [h] where h raises KeyboardInterrupt -> run_observers returns 0
# instead of letting the KeyboardInterrupt through.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    try:
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                failed += 1
    finally:
        return failed  # always hand back the count
