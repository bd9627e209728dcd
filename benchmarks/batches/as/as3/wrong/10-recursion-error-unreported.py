# Wrong: breaks "For each hook that raised ... report(hook, exception) is called once" (a
# RecursionError counts like any Exception): it counts a RecursionError but does not report it.
# Input: run_observers([lambda e: (_ for _ in ()).throw(RecursionError())], "end", r) returns 1
# but r is never called; expected one report(hook, <the RecursionError>).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except RecursionError:
            failed += 1  # reporting may recurse again: count it quietly
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
