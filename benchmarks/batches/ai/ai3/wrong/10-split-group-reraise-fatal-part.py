# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is (a
# BaseExceptionGroup holding one too, whatever else it holds)". Input: a hook raising
# g = BaseExceptionGroup("x", [ValueError(), KeyboardInterrupt()]) -> the answer raises the new
# group g.split(Exception)[1] (holding only the KeyboardInterrupt), not g itself.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseExceptionGroup as group:
            caught, fatal = group.split(Exception)
            if fatal is not None:
                raise fatal  # keep the interrupt, drop the ordinary errors
            report(hook, group)
            failed += 1
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
