# Breaks "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is".
# Input: a hook doing `raise stop` with stop = SystemExit(3): the answer leaves with
# sys.exit(stop.code), a new SystemExit(3), so the exception that escapes is not the hook's
# object (`escaped is stop` is False), though its code is the same.
import sys


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except SystemExit as stop:
            sys.exit(stop.code)  # a hook asked to exit: exit, with the code it gave
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
