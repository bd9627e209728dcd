# Wrong: breaks "Every entry of hooks is a plain callable, ... a falsy one too ... call it" and
# "Every hook runs": filter(None, hooks) drops entries that are falsy, as if they were None
# placeholders. Input: a callable object whose class defines __len__ returning 0 (or
# __bool__ -> False) and raises in __call__ -> never called; returns 0 instead of 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in filter(None, hooks):  # skip empty slots
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
