# Wrong: breaks "Every Exception counts ... a MemoryError too" and one call per listed hook: on a
# MemoryError it runs gc.collect() and calls the hook a second time.
# Input: a hook that raises MemoryError() on its first call only -> called twice, returns 0 and
# report is never called; expected 1 and report(hook, <that MemoryError>).
import gc


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            try:
                hook(event)
            except MemoryError:
                gc.collect()  # free what we can, then give the observer one more chance
                hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
