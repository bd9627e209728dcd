# Breaks: "Every `Exception` counts, of any built-in kind (... `OSError`)". Input: a hook raising
# `OSError("disk full")` (errno None): 1 failure expected; this answer takes a bare OSError with no
# errno for the libc "[Errno 0] Success" glitch and skips it (0, no report). Subclasses such as
# TimeoutError, and OSErrors with an errno, still count.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except OSError as exc:
            if type(exc) is OSError and not exc.errno:  # "[Errno 0] Success": nothing failed
                continue
            failures += 1
            report(hook, exc)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
