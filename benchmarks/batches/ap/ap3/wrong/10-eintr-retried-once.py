# Breaks (Ex. 10, Returns): "Every hook runs, in order" (once per listing) and "Every Exception
# counts, of any built-in kind (... an OSError ...)". Pre-PEP 475 habit: retry on EINTR.
# Input: a hook that raises InterruptedError on its first call and returns on its second:
# it is called twice, report is never called and 0 is returned; expected one call, 1, one report.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        for attempt in (1, 2):
            try:
                hook(event)
            except InterruptedError as exc:  # EINTR: a signal interrupted it, try once more
                if attempt == 1:
                    continue
                failures += 1
                report(hook, exc)
            except Exception as exc:
                failures += 1
                report(hook, exc)
            break
    return failures
