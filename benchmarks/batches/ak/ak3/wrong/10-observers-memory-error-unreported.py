# Breaks: "For each hook that raised, in order, report(hook, exception) is called once" with
# "a RecursionError, MemoryError or StopIteration too". Counts a MemoryError but does not report
# it ("reporting allocates; not while memory is short"). Input: hooks = [a hook raising
# MemoryError()]: returns 1 as expected, but report is never called.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except MemoryError:
            failures += 1
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
