# Right: each hook runs in list order with event itself; a failing hook (any Exception, caught by
# `except Exception` only, so KeyboardInterrupt/SystemExit/GeneratorExit and a BaseExceptionGroup holding one
# propagate untouched and stop the run) is reported at once with the listed object and the raised object;
# sum() pulls the generator lazily, so the report happens before the next hook; the count is a local int (0 when none).
def run_observers(hooks, event, report):
    def outcomes():
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                yield 1
            else:
                yield 0

    return sum(outcomes())
