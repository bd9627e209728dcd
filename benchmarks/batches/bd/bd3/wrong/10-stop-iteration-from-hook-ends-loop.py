# Breaks "Every hook runs, in order" and "Every Exception counts ... StopIteration too":
# next() and the hook call share one try, so with hooks [h1 raising StopIteration(), h2]
# the run stops at h1: h1 is neither reported nor counted, h2 never runs, 0 is returned.
def run_observers(hooks, event, report):
    failed = 0
    remaining = iter(hooks)
    while True:
        try:
            hook = next(remaining)
            hook(event)
        except StopIteration:
            break
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
