# Breaks: "Every entry of `hooks` is a plain (not async) callable, ... a class too: call it,
# `hook(event)`" and "Every hook runs, in order". With hooks=[Audit] where
# `class Audit: def __init__(self, event): raise ValueError("x")`, the class is skipped:
# it returns 0 and never calls report, where 1 failure (reported with Audit) is expected.
import inspect


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        if inspect.isclass(hook):
            # a class in the list is an event type registered by mistake, not an observer
            continue
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
