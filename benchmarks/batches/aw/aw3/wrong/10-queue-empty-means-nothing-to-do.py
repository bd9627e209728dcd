# Breaks: "Every `Exception` counts" / "For each hook that raised, ... report(hook, exception) is called once".
# A hook that drains a queue with get_nowait() and raises queue.Empty is read as "nothing to do":
# hooks=[lambda e: queue.Queue().get_nowait()] returns 0 and never calls report (expected 1, one report).
import queue


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except queue.Empty:
            continue  # nothing queued for this hook: a normal outcome
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
