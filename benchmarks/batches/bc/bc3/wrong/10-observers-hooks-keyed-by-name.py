# Breaks "Every hook runs, in order" and "A hook listed twice is called twice": the hooks are
# first gathered into a dict keyed by their name (to report them by name), so two different
# hooks with the same __qualname__ collapse into the last one. Input: hooks =
# [lambda e: 1 / 0, lambda e: None] -> the failing lambda never runs, 0 is returned, not 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    by_name = {}
    for hook in hooks:
        name = getattr(hook, "__qualname__", None) or getattr(hook, "__name__", None) or repr(hook)
        by_name[name] = hook
    failed = 0
    for hook in by_name.values():
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
