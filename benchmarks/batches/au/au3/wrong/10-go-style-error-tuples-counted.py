# Breaks "What a hook returns is ignored" (and "report(hook, exception) ... with ... the exception object it
# raised"): a Go-style (result, err) tuple returned by a hook is read as a failure. Input:
# run_observers([lambda e: (None, "disk full")], "evt", report) returns 1 and reports a RuntimeError,
# though nothing was raised: it must return 0 and not call report.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as error:
            failures += 1
            report(hook, error)
            continue
        if isinstance(returned, tuple) and len(returned) == 2 and returned[1] is not None:
            _, err = returned  # result, err := hook(event)
            failures += 1
            report(hook, err if isinstance(err, Exception) else RuntimeError(str(err)))
    return failures
