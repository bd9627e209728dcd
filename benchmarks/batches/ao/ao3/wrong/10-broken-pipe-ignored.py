# Wrong: "Every Exception counts, of any built-in kind (... OSError ...)". A hook raising
# BrokenPipeError() is skipped here: not reported and not counted (returns 0, expected 1).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BrokenPipeError:
            continue  # the reader went away (| head): nothing went wrong in the hook
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
