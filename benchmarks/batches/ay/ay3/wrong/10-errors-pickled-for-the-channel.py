# Breaks: "Every `Exception` counts ... nothing else is raised." Each failure is also
# pickled onto an error channel (so another process could read it). A hook that raises
# `ValueError(threading.Lock())` makes pickle.dumps raise TypeError ("cannot pickle
# '_thread.lock' object") inside the except block, so run_observers raises instead of 1.
import pickle

ERROR_CHANNEL = []


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            ERROR_CHANNEL.append(pickle.dumps(exc))
            report(hook, exc)
            failures += 1
    return failures
