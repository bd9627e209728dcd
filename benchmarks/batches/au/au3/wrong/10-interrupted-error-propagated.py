# Breaks "Every `Exception` counts, of any built-in kind (... `OSError`)": InterruptedError (an OSError,
# EINTR) is taken for an interrupt and re-raised. Input: run_observers([h], "evt", report) where h raises
# InterruptedError("EINTR") -> the error escapes the runner instead of returning 1 with report(h, error).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except (KeyboardInterrupt, InterruptedError, SystemExit):
            raise  # interrupts and exits must reach the user
        except Exception as error:
            failures += 1
            report(hook, error)
    return failures
