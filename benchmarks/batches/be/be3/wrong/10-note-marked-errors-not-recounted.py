# Wrong: breaks "two hooks raising one exception object are two failures": it marks each
# reported exception with a note and skips an exception that already carries the mark
# (meant for nested runs). Input: err = ValueError("x"); hooks [a, b], both `raise err`:
# returns 1 and reports once, instead of 2 and twice.
MARK = "reported by run_observers"


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            if MARK in getattr(error, "__notes__", ()):
                continue  # already reported further down
            error.add_note(MARK)
            report(hook, error)
            failed += 1
    return failed
