# Breaks: "Every entry of `hooks` is a plain (not async) callable, an unhashable one too, ...: call it"
# and "nothing else is raised".
# Input: hooks = [Unhashable()], where `class Unhashable: __hash__ = None; def __call__(self, e): pass`:
# the per-hook run counter (kept for metrics) raises TypeError: unhashable type, out of run_observers.
from collections import Counter

RUNS = Counter()  # how often each observer ran, for the dashboard


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        RUNS[hook] += 1
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
