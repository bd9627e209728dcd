# Breaks "Every hook runs, in order": a PostToolUse run gets a 50 ms latency budget, and hooks
# not started by then are skipped. Input: hooks [lambda e: time.sleep(0.1), seen.append] -> the
# second hook never runs (seen stays empty); the run returns 0 and reports nothing about it.
import time

RUN_BUDGET_S = 0.05  # observers must not hold the agent up


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    deadline = time.monotonic() + RUN_BUDGET_S
    failures = 0
    for hook in hooks:
        if time.monotonic() > deadline:
            break
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
