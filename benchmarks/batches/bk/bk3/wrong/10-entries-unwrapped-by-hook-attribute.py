# Breaks Exercise 10: "Every hook runs ... whatever attributes it carries" and "call it,
# hook(event)". Copies the package runner's `entry.hook(event)`: input a callable object whose
# __call__ raises ValueError and that carries an attribute `hook = staticmethod(lambda e: None)`:
# the attribute is called instead of the hook, nothing fails, and it returns 0 instead of 1.
def run_observers(hooks, event, report):
    failures = 0
    for entry in hooks:
        target = getattr(entry, "hook", entry)  # a registered entry wraps its function
        try:
            target(event)
        except Exception as exc:
            failures += 1
            report(entry, exc)
    return failures
