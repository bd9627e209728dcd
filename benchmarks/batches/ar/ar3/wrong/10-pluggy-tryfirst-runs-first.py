# Breaks: "Every hook runs, in order, whatever attributes it carries". pluggy habit: an
# implementation marked tryfirst runs before the others, trylast after them.
# Input: hooks=[a, b] with b.tryfirst = True, both appending to a list: b runs before a (order [b, a], not [a, b]).
def run_observers(hooks, event, report):
    def rank(hook):
        if getattr(hook, "tryfirst", False):
            return 0
        if getattr(hook, "trylast", False):
            return 2
        return 1

    failures = 0
    for hook in sorted(hooks, key=rank):  # sorted is stable: plain hooks keep their order
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
