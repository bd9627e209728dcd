# Wrong: "For each hook that raised ... report(hook, exception) is called" and "a warning is not
# a failure". A hook that only calls warnings.warn("slow disk") (and returns) gets
# report(hook, UserWarning("slow disk")) here, though it raised nothing.
import warnings


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
                continue
        for warning in caught:  # not a failure, but worth the error channel
            report(hook, warning.message)
    return failures
