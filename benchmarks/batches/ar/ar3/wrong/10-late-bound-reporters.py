# Breaks: "report(hook, exception) is called ... with the hook object as listed". The per-hook
# reporters are lambdas made in a comprehension: each closes over the same variable, so all name the last hook.
# Input: hooks=[bad, ok] with bad raising ValueError: report(ok, error), not report(bad, error).
def run_observers(hooks, event, report):
    reporters = [lambda exc: report(hook, exc) for hook in hooks]
    failures = 0
    for hook, tell in zip(hooks, reporters):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            tell(exc)
    return failures
