# Breaks: "Every Exception counts, of any built-in kind (an AttributeError, NotImplementedError,
# AssertionError, OSError)". Re-raises AssertionError while __debug__ is on ("a failed assert is
# a bug in our code, let the tests see it"). Input: hooks = [h] with `def h(e): assert False, "x"`
# (any hook raising AssertionError): expected 1 and one report; this raises the AssertionError.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            if __debug__ and isinstance(exc, AssertionError):
                raise
            failures += 1
            report(hook, exc)
    return failures
