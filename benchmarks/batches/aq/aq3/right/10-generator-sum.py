# Right: a generator yields 1 per hook that raised an Exception, after reporting (hook, exception) at once;
# sum() of it is an int (0 when none raised). A StopIteration raised by a hook is caught inside the generator
# before PEP 479 could turn it into a RuntimeError; KeyboardInterrupt, SystemExit, GeneratorExit and
# BaseExceptionGroup are not Exceptions, so they leave the generator and sum() as they are, and no later hook runs.


def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)  # what it returns is ignored: never awaited, never iterated
        except Exception as error:
            report(hook, error)
            yield 1


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    return sum(_failures(hooks, event, report))
