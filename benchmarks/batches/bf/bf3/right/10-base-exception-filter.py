# Right: catches BaseException but re-raises (bare `raise`, the same object) anything that is
# not an Exception instance: that covers KeyboardInterrupt, SystemExit, GeneratorExit and any
# BaseExceptionGroup (a group of only Exceptions is an ExceptionGroup, an Exception). Each
# Exception is reported at once with the listed entry and the object itself; the count is local.
def run_observers(hooks, event, report):
    failures = [0]

    def one(hook):
        try:
            hook(event)
        except BaseException as caught:
            if not isinstance(caught, Exception):
                raise
            failures[0] += 1
            report(hook, caught)

    for hook in hooks:
        one(hook)
    return failures[0]
