# Right: keeps this run's own list of (hook, exception) pairs (a local, so a nested run that
# a hook starts has its own), reports each at once inside the except block, and returns its
# length, an int (0 when none raised); only Exception is caught.
def run_observers(hooks, event, report):
    failures = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures.append((hook, exc))
            report(hook, exc)
    return len(failures)
