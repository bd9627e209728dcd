# Breaks: "Returns: an int, how many hooks raised (0 when none did)". The counter starts as the flag
# `False` and is only turned into a number by `+= 1`: when no hook raises (or hooks == []) the answer
# returns the bool False, not the int 0 (type(result) is bool). Input: run_observers([], "e", report)
# or run_observers([lambda e: None], "e", report).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = False
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
