# Wrong: breaks "A hook listed twice is called twice" (and so fails twice) with "Return how
# many hooks failed" read per call. It collects the ids of failing hooks in a set and returns
# its size: run_observers([boom, boom], "e", r) calls boom twice, reports twice, returns 1
# instead of 2 (each call raising a new exception).
def run_observers(hooks, event, report):
    failed = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            failed.add(id(hook))
            report(hook, exc)
    return len(failed)
