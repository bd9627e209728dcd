# Breaks "a run a hook starts is a run too ... each counts only its own failures" together with
# "report(hook, exception) ... with the hook object as listed": the hook being run is kept in a
# thread-local slot, which a nested run overwrites. Input: outer hook h1 calls
# run_observers([h2], event, report) and then raises -> the outer report names h2, not h1.
import threading

_current = threading.local()


def _call(hook, event):
    _current.hook = hook  # so a failure deep inside can be traced back to its hook
    return hook(event)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            _call(hook, event)
        except Exception as exc:
            failed += 1
            report(_current.hook, exc)
    return failed
