# Breaks Exercise 10: "Every entry of hooks is a plain callable ... a class too: call it,
# hook(event)". Input: class H: def __init__(self, event): pass; def __call__(self, x): ...
# as a hook: hook(event) builds an H (no failure), but H.__call__(event) calls the instance
# method unbound with self=event and no x, a TypeError: 1 failure counted and reported, not 0.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook.__call__(event)  # "explicit is better than implicit"
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
