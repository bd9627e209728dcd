# Breaks: "call it, `hook(event)` (no signature check first)", "report(hook, exception) ... with ... the
# exception object it raised" (Returns, ex. 10). A TypeError is taken as "this hook takes no event" and
# the hook is called again as hook(): for `def h(e): raise TypeError("bad total")`, report gets the second
# TypeError ("h() missing 1 required positional argument: 'e'"), not the object h raised.


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except TypeError:
            try:
                hook()  # an observer written without the event parameter
            except Exception as exc:
                failures += 1
                report(hook, exc)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
