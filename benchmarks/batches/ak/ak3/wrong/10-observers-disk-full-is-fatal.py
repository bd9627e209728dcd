# Breaks: "Every Exception counts, of any built-in kind (... OSError)" and "never raise" (the
# notebook: a PostToolUse hook that fails "(a full disk, ...) must not turn into a failed
# request"). Re-raises an OSError whose errno is ENOSPC. Input: hooks = [a hook raising
# OSError(errno.ENOSPC, "No space left on device")]: expected 1; this raises it.
import errno


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
                raise  # nothing else can be written either: stop here
            failures += 1
            report(hook, exc)
    return failures
