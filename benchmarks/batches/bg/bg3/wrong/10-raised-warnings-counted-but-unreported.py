# Breaks: "For each hook that raised, in order, report(hook, exception) is called once" together with
# "a raised Warning too". A raised Warning is counted but kept off the error channel ("only a
# warning"). Input: a hook doing `raise UserWarning("disk 90% full")`: returns 1, but report is
# never called for it.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Warning:
            failures += 1  # counted, but a warning is not worth an error record
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
