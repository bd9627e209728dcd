# Breaks "What a hook returns is ignored": a returned callable is treated as a clean-up (the React
# useEffect habit) and called. Input: log = []; run_observers([lambda e: (lambda: log.append("cleanup"))],
# "evt", report) -> `log` becomes ["cleanup"] (and a returned callable that raises is counted as a failure).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            cleanup = hook(event)
            if callable(cleanup):
                cleanup()  # a hook may hand back its own clean-up
        except Exception as error:
            failures += 1
            report(hook, error)
    return failures
