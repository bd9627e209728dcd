# Right: a generator runs the hooks in order and yields 1 right after each report, so report is
# called at once (before the next hook) with the hook as listed and the raised object; sum()
# of the yields is an int (0 for none). Only Exception is caught inside the generator, so a
# KeyboardInterrupt/SystemExit/GeneratorExit (or a BaseExceptionGroup) leaves it as it is.
def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            yield 1


def run_observers(hooks, event, report):
    return sum(_failures(hooks, event, report), 0)
