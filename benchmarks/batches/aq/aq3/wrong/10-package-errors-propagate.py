# Breaks: "Every `Exception` counts" and "nothing else is raised" (only KeyboardInterrupt, SystemExit,
# GeneratorExit propagate).
# Input: hooks = [a hook raising toolhooks.errors.ConfigError("bad sink")] (or FrozenError, raised by a
# hook writing into the event's FrozenDict): it propagates out of run_observers instead of counting 1.
from toolhooks.errors import ToolhooksError


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except ToolhooksError:
            raise  # the package's own errors mean the setup is wrong: surface them
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
