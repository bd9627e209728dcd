# Breaks: "`report(hook, exception)` is called ... with ... the exception object it raised".
# Input: a hook doing `try: {}["k"]` / `except KeyError: raise RuntimeError("lookup failed")`:
# report must get the RuntimeError; this answer reports `exc.__context__` when there is one ("the
# original error"), i.e. the KeyError. A hook raising outside any handler is reported right.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            original = exc.__context__
            report(hook, original if isinstance(original, Exception) else exc)
    return failures
