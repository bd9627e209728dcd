# Breaks "never raise" for "Every entry of `hooks` is a plain callable": the note added to
# the exception reads hook.__name__, which a callable object or functools.partial lacks.
# Input: class Sink: def __call__(self, e): raise ValueError; run_observers([Sink()], "e",
# report) raises AttributeError instead of reporting and returning 1.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            exc.add_note(f"raised in observer {hook.__name__}")
            failures += 1
            report(hook, exc)
    return failures
