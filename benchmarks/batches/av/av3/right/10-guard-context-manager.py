# Right: each hook runs inside a @contextmanager guard whose `except Exception` reports at once
# (before the next hook) and counts, with the hook as listed and the exception object itself;
# anything not an Exception (KeyboardInterrupt, SystemExit, GeneratorExit, a BaseExceptionGroup
# holding one) is not caught, so contextlib re-raises that same object and later hooks never run.
from contextlib import contextmanager


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = []  # one per run, so a nested run counts only its own

    @contextmanager
    def guarded(hook):
        try:
            yield
        except Exception as exception:
            failed.append(True)
            report(hook, exception)

    for hook in hooks:
        with guarded(hook):
            hook(event)
    return len(failed)
