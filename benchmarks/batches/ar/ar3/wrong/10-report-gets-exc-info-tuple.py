# Breaks: "report(hook, exception) is called once ... with ... the exception object it raised".
# logging habit (exc_info): the report gets sys.exc_info(), a (type, value, traceback) tuple.
# Input: hooks=[h] where h raises ValueError("x"): report(h, (ValueError, ValueError('x'), <traceback>)).
import sys


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception:
            failures += 1
            report(hook, sys.exc_info())
    return failures
