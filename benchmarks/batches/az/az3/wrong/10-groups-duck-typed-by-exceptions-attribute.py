# Breaks: "`report(hook, exception)` is called once ... with ... the exception object it raised".
# Input: `class BatchError(Exception)` setting `self.exceptions = [ValueError(), KeyError()]` (not
# an ExceptionGroup): one report of the BatchError and a count of 1 expected; this answer duck-types
# groups by `.exceptions` and reports each inner error instead (2 reports, count 2).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            inner = getattr(exc, "exceptions", None)
            if isinstance(inner, (list, tuple)) and inner and not isinstance(exc, ExceptionGroup):
                for each in inner:  # a batch of errors: report every one
                    failures += 1
                    report(hook, each)
                continue
            failures += 1
            report(hook, exc)
    return failures
