# Wrong: breaks "Every Exception counts ... For each hook that raised, report(hook, exception)
# is called". A hook raising ValueError("I/O operation on closed file.") (a sink whose file
# was closed) is treated as "nothing to write to" and skipped: not reported, not counted
# (returns 0 for [that hook]).
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except ValueError as exc:
            if "closed file" in "".join(map(str, exc.args)):
                continue  # the sink is gone; nothing left to record
            failures += 1
            report(hook, exc)
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
    return failures
