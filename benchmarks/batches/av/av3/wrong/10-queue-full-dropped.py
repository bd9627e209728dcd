# Breaks: "Every `Exception` counts, of any built-in kind" / "When one raises, call report(hook,
# exception)". A full exporter buffer (queue.Full) is read as back-pressure: not counted, not reported.
# Input: run_observers([h], "e", report) with h raising queue.Full() -> 0 and no report; expected 1
# and report(h, that exception).
import queue


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except queue.Full:
            continue  # the metrics buffer is full: the record is dropped, that is by design
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
