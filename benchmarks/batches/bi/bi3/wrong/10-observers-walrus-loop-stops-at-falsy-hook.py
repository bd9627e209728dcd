# Wrong: "Every entry of hooks is a plain (not async) callable ... a falsy one too: call it"
# and "Every hook runs, in order". The walrus loop `while hook := next(it, None)` ends at the
# first falsy hook (a callable whose __len__ is 0): it and every hook after it never run.
def run_observers(hooks, event, report):
    failed = 0
    it = iter(hooks)
    while hook := next(it, None):
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
