# Breaks: "Every `Exception` counts, of any built-in kind" and "Only an `Exception` is caught
# and counted: a KeyboardInterrupt, SystemExit or GeneratorExit propagates". SystemError is an
# ordinary built-in Exception, not SystemExit; this answer lets it escape.
# Input: run_observers([h], "e", report) with h raising SystemError("bad") -> raises, expected 1.
FATAL = (KeyboardInterrupt, SystemExit, SystemError, GeneratorExit)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except FATAL:
            raise  # the interpreter's own stop signals are not hook failures
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
