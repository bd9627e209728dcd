# Breaks: "Every `Exception` counts" and "For each hook that raised ... `report(hook, exception)` is called".
# A hook raising http.client.HTTPException (e.g. http.client.BadStatusLine("") or
# http.client.IncompleteRead(b"")) is taken as the metrics server's fault and skipped silently:
# no report, not counted (returns 0 instead of 1).
import http.client


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except http.client.HTTPException:
            pass  # a dead metrics server, not a broken hook (cell 10 of notebook 07)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
