# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is (...), unreported".
# The answer reports every BaseException (so the error channel "knows why the run stopped"), then
# re-raises the fatal ones: hooks=[raise KeyboardInterrupt()] calls report(hook, KeyboardInterrupt())
# before the interrupt propagates.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            report(hook, exc)  # leave a trace before we stop
            if not isinstance(exc, Exception):
                raise
            failures += 1
    return failures
