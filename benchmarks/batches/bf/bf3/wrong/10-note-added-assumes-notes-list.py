# Wrong: breaks "never raise" / "nothing else is raised". It tags each failure with
# exc.add_note(...); a hook raising an exception whose __notes__ is not a list, e.g.
# `e = ValueError("x"); e.__notes__ = ("from sink",); raise e`, makes add_note raise TypeError,
# which escapes run_observers (the failure is neither reported nor counted).
def run_observers(hooks, event, report):
    failures = 0
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            exc.add_note(f"raised by observer #{position}")
            failures += 1
            report(hook, exc)
    return failures
