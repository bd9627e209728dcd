# Breaks Exercise 10: "Return how many hooks failed" / report is called "for each hook that
# raised". Input: run_observers([lambda e: None], "e", report) called inside an `except` block
# of the caller (as a dispatcher does on a tool error): in the finally, sys.exc_info() shows the
# caller's exception, so a hook that did not raise is reported and counted: 1, not 0.
import sys


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        finally:
            error = sys.exc_info()[1]
            if isinstance(error, Exception):
                failures += 1
                report(hook, error)
                continue  # swallow it; a BaseException gets no `continue` and propagates
    return failures
