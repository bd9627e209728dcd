# Breaks: "report(hook, exception) is called ... with ... the exception object it raised (...
# what is added to it, a note or a cleared traceback, is not graded)". Reports a fresh, short
# RecursionError instead of the one with a thousand frames. Input: a hook raising
# RecursionError("deep"): report receives another object than the one raised.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except RecursionError:
            failures += 1
            # the real one drags ~1000 frames along: report a light copy
            report(hook, RecursionError("maximum recursion depth exceeded in an observer"))
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
