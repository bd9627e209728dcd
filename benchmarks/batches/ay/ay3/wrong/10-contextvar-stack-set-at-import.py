# Breaks: "It may be called from any thread ... a run a hook starts is a run too ... each
# counts only its own failures." The per-run tally stack lives in a ContextVar given its
# value at import time; a new thread starts with an empty context, so a call from a
# threading.Thread (hooks=[lambda e: None], any event) raises LookupError instead of 0.
from contextvars import ContextVar

_RUNS = ContextVar("observer_runs")
_RUNS.set([])  # one stack of tallies, so nested runs count apart


def run_observers(hooks, event, report):
    stack = _RUNS.get()
    stack.append(0)
    try:
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                stack[-1] += 1
        return stack[-1]
    finally:
        stack.pop()
