# Right: functools.reduce folds the hooks left to right (in order) with a step that calls
# hook(event) and, on an Exception only, reports (hook, the exception) and adds one; the
# initial value 0 makes an empty list return the int 0; nothing is stored between runs.
from functools import reduce


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def step(count, hook):
        try:
            hook(event)
        except Exception as error:  # noqa: BLE001
            report(hook, error)
            return count + 1
        return count

    return reduce(step, hooks, 0)
