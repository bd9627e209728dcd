# Breaks Exercise 10: "report(hook, exception) is called once" with report "any callable".
# Input: report = a class R with def __init__(self, hook, exc) and def __call__(self, a, b):
# R.__call__(hook, exc) runs the instance method with self=hook and a missing argument, so
# report is never called as R(hook, exc) and a TypeError escapes ("nothing else is raised").
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report.__call__(hook, exc)
    return failures
