# Breaks: "Every `Exception` counts, of any built-in kind ... Every entry of `hooks` is a
# plain callable ... a class too" and "nothing else is raised". The log reads the hook's own
# frame as traceback entry [1]; an exception raised inside C code has no such frame:
# hooks=[int] with event "not a number" raises IndexError out of run_observers instead of 1.
import traceback

FAILURE_SITES = []


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[1]  # [0] is this loop
            FAILURE_SITES.append(f"{frame.filename}:{frame.lineno}")
            report(hook, exc)
            failures += 1
    return failures
