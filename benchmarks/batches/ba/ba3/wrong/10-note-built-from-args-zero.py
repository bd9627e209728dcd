# Breaks "Only an `Exception` is caught and counted (its message may be empty ...)" and "nothing else
# is raised": a note naming the hook is built from `exc.args[0]`, which raises IndexError for an
# exception with no arguments. Input: hooks=[h] where h raises ValueError() -> IndexError escapes
# run_observers (report is never called).


def _label(hook):
    return getattr(hook, "__name__", type(hook).__name__)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            exc.add_note(f"observer {_label(hook)} failed: {exc.args[0]!r}")
            failed += 1
            report(hook, exc)
    return failed
