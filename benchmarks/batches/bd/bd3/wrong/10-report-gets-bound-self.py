# Breaks "with the hook object as listed (a bound method itself, not its __self__ ...)": the
# observer object is reported; hooks [pusher.push] where push raises ValueError gives
# report(pusher, exc) instead of report(pusher.push, exc).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(getattr(hook, "__self__", hook), exc)
    return failed
