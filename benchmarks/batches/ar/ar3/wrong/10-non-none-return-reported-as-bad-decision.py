# Breaks: "What a hook returns is ignored". Adapted from the PreToolUse chain, where anything but
# None or a decision is a bug in the hook: here a hook returning a value is reported as failed.
# Input: hooks=[lambda e: 42]: returns 1 and reports a TypeError; the text wants 0 and no report.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if returned is not None:
                raise TypeError(
                    f"observer returned {type(returned).__name__}; observers must return None"
                )
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
