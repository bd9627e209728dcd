# Walks the list by index without copying or changing it; each position is called once with
# the event, so a hook listed twice runs twice and each raise is one failure, reported once,
# before the next index, with hooks[i] itself. Only Exception is caught; the rest is not touched.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = []
    i = 0
    while i < len(hooks):
        hook = hooks[i]
        i += 1
        try:
            hook(event)
        except Exception as exc:
            failed.append(None)  # a marker per failure, never the exception (it may be falsy)
            report(hook, exc)
    return len(failed)
