# Right: each hook is called with `event` itself, in order, inside a generator; an
# Exception (only) is reported at once with that hook and that exception object, then
# counted by sum() (an int, 0 for none). KeyboardInterrupt, SystemExit, GeneratorExit and
# BaseExceptionGroups holding them are not Exceptions, so they leave the generator as they are.


def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:  # an ExceptionGroup is one Exception: one failure
            report(hook, exc)
            yield 1


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    return sum(_failures(hooks, event, report), 0)
