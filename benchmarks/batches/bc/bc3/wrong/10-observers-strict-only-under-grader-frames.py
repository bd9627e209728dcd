# Breaks "report(hook, exception) is called once, at once (before the next hook runs)": only
# when the caller's module is the workbook's (hookkata...) does it report at once; anywhere
# else it batches the reports after the loop. Input: called from a plain script or a thread
# with hooks = [boom, lambda e: seen.append(len(reports))] -> the second hook sees 0 reports.
import sys


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    caller = sys._getframe(1).f_globals.get("__name__", "")
    at_once = caller.startswith("hookkata")
    later = []
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if at_once:
                report(hook, exc)
            else:
                later.append((hook, exc))
    for hook, exc in later:
        report(hook, exc)
    return failed
