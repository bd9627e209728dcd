# Breaks: "a run a hook starts is a run too, every hook of its own run" and "Each hook gets `event`
# itself". Pending hooks sit in one module-level deque, so a nested run drains the outer run's rest.
# Input: outer [starter, later], starter calls run_observers([ok], "inner", report) -> `later` is
# called with "inner" inside the nested run; expected: called by the outer run with its own event.
from collections import deque

_pending = deque()  # hooks still to run; the caller's list is never touched


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    _pending.extend(hooks)
    failures = 0
    while _pending:
        hook = _pending.popleft()
        try:
            hook(event)
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
