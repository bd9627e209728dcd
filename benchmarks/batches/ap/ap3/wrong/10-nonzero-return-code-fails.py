# Breaks (Ex. 10, Returns): "What a hook returns is ignored"; only a hook that raised is a failure.
# Input: sink = io.StringIO(); hooks=[sink.write], event="end" -- write returns 3 (characters
# written), which this answer reads as a non-zero exit status: it returns 1 and reports a
# RuntimeError that no hook raised. Expected: 0, report never called.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            status = hook(event)
            # like a command hook: 0 (or nothing) is success, any other number a failure
            if isinstance(status, int) and not isinstance(status, bool) and status != 0:
                raise RuntimeError(f"hook exited with status {status}")
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
