# Breaks "Every hook runs, in order" with "Every `Exception` counts ... a `MemoryError` ...
# too": a MemoryError is reported and counted, but then the run stops, since nothing more
# can be trusted. Input: hooks=[oom, h2] with oom raising MemoryError: h2 never runs and 1
# is returned; expected h2 called and 1 returned.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except MemoryError as exc:
            failures += 1
            report(hook, exc)
            break  # out of memory: running more hooks only makes it worse
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
