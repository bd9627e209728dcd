# Breaks: "never raise" and "Every Exception counts, of any built-in kind (... an OSError)":
# the message is built by joining exc.args as text. Input: a hook raising
# OSError(28, "No space left on device"): args holds an int, "; ".join raises TypeError.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            exc.add_note("observer failed: " + "; ".join(exc.args))
            report(hook, exc)
    return failed
