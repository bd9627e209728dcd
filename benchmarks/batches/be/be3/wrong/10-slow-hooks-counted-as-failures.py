# Wrong: breaks "Return how many hooks failed ... an int, how many hooks raised": a hook
# that returns normally but takes longer than a 0.1 s budget is reported with a
# TimeoutError and counted. Input: hooks [lambda e: time.sleep(0.2)]: returns 1, not 0.
import time

BUDGET_SECONDS = 0.1


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        started = time.monotonic()
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
            failed += 1
            continue
        if time.monotonic() - started > BUDGET_SECONDS:
            report(hook, TimeoutError(f"observer took over {BUDGET_SECONDS}s"))
            failed += 1
    return failed
