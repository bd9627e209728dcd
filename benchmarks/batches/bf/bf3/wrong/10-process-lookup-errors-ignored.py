# Wrong: breaks "Every Exception counts, of any built-in kind (... OSError)". A Stop hook that
# kills a helper process already gone raises ProcessLookupError; this answer takes that as
# "already cleaned up" and neither reports nor counts it: run_observers([gone], "end", r)
# returns 0 and r is never called, where the text wants 1 and one report.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except ProcessLookupError:
            pass  # the process we wanted to stop is already gone: fine for a clean-up
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
    return failures
