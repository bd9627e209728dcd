# Breaks: "report(hook, exception) is called ... with ... the exception object it raised" and
# "a KeyboardInterrupt ... (a BaseExceptionGroup holding one too ...) propagates as it is".
# Input: hooks=[h] where h raises ValueError("x"): report gets ExceptionGroup('', [ValueError('x')]),
# a new wrapper, not the ValueError; a BaseExceptionGroup([KeyboardInterrupt(), ValueError()]) is split and re-raised as a new group.
def run_observers(hooks, event, report):
    """Python 3.11's except* "so exception groups are handled too"."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except* Exception as errors:
            failures += 1
            report(hook, errors)
    return failures
