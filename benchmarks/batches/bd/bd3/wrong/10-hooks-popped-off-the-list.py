# Breaks "leaves `hooks` as it was": the hooks are taken off the front of the caller's list
# as a work queue, so after hooks = [h1, h2]; run_observers(hooks, "e", report) the
# caller's list is [] (every hook did run, and the count is right).
def run_observers(hooks, event, report):
    failed = 0
    while hooks:
        hook = hooks.pop(0)
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
