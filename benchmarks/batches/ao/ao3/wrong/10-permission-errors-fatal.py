# Wrong: "Every Exception counts, of any built-in kind (... OSError ...)" and "nothing else is
# raised". A hook raising PermissionError("audit dir is read-only") makes this re-raise instead
# of reporting it and returning 1.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except PermissionError:
            raise  # an access problem is a security problem: never swallow it
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
