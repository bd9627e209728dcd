# Breaks: "call every hook with the event, in order" / "Every hook runs, in order". run-parts and
# hooks.d folder habit: hooks run sorted by name, so the order does not depend on registration.
# Input: hooks=[second_step, first_step] (two functions named so): first_step runs first.
def run_observers(hooks, event, report):
    failures = 0
    for hook in sorted(hooks, key=lambda h: str(getattr(h, "__name__", ""))):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
