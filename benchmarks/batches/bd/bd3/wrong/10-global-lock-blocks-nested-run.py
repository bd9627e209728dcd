# Breaks "a run a hook starts is a run too, every hook of its own run": a module lock "for
# thread safety" is held for the run, so a hook calling run_observers([h2], e, report) waits
# 1 s, gets RuntimeError, and h2 never runs (the outer run counts the nesting hook as failed).
import threading

_RUN_LOCK = threading.Lock()


def run_observers(hooks, event, report):
    if not _RUN_LOCK.acquire(timeout=1.0):
        raise RuntimeError("run_observers is already running")
    try:
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failed += 1
                report(hook, exc)
        return failed
    finally:
        _RUN_LOCK.release()
