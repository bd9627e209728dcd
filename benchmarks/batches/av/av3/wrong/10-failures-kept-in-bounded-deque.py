# Breaks: "Returns: an int, how many hooks raised ... with any number of hooks". The failed hooks
# are kept in a deque(maxlen=32) to bound memory, and the count is its length.
# Input: 40 hooks that each raise ValueError -> returns 32, expected 40 (all 40 are reported).
from collections import deque


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = deque(maxlen=32)  # a storm of failures must not grow memory without bound
    for hook in hooks:
        try:
            hook(event)
        except Exception as exception:
            failed.append(hook)
            report(hook, exception)
    return len(failed)
