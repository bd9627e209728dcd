# Breaks: "Every hook runs, in order" and "For each hook that raised, in order, report(...)" (Returns,
# ex. 10). Observers are treated as clean-ups and run last-registered-first, as ExitStack and atexit do:
# hooks = [a, b], each appending its name to a list, leave ["b", "a"]; with both raising, report sees b
# first. The count is right.


def run_observers(hooks, event, report):
    failures = 0
    for hook in reversed(hooks):  # like ExitStack: undo in reverse order of registration
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
