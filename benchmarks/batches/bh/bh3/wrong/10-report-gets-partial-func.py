# Wrong: breaks "report(hook, exception) is called ... with the hook object as listed": for a
# functools.partial hook the learner reports the wrapped function (hook.func) so the error
# channel shows a readable name. Input: hooks = [functools.partial(fail, "x")] where fail
# raises -> report gets `fail`, not the partial object from the list.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(getattr(hook, "func", hook), exc)
    return failed
