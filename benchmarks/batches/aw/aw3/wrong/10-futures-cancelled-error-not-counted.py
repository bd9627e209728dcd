# Breaks: "Every `Exception` counts" / "Only an `Exception` is caught and counted".
# concurrent.futures.CancelledError is an Exception in Python 3.11 (unlike asyncio's), yet this
# answer treats a cancelled future as "nobody's fault": a hook that raises
# concurrent.futures.CancelledError() is neither reported nor counted (returns 0, expected 1).
import concurrent.futures


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except concurrent.futures.CancelledError:
            continue  # the export was cancelled on shutdown: not a hook failure
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
