# Breaks: "Every `Exception` counts, of any built-in kind (... an OSError ...)". FileExistsError
# is read as "the record is already written" (an idempotent retry) and skipped silently.
# Input: run_observers([h], "e", report) with h raising FileExistsError("x") -> returns 0 and
# report is not called; expected 1 and report(h, that exception).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except FileExistsError:
            continue  # written already (mode "x"): writing it again is not a failure
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
