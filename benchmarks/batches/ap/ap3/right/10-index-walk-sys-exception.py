# Right: walks the list by index (no copy, no mutation, no dedupe), calls each entry once as
# hook(event) via operator.call, catches Exception only (an ExceptionGroup is one failure; a bare
# KeyboardInterrupt/SystemExit/GeneratorExit or a BaseExceptionGroup passes untouched and stops the
# run), reports at once with the listed object and sys.exception() (the raised object); returns an int.
import operator
import sys


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    raised = 0
    for position in range(len(hooks)):
        hook = hooks[position]
        try:
            operator.call(hook, event)  # the return value is dropped unread
        except Exception:
            raised += 1
            report(hook, sys.exception())
    return raised
