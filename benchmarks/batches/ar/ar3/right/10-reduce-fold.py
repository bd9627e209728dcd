# Right: functools.reduce folds over the hooks in order; each step calls hook(event) with the event
# itself, ignores what it returns, and on an Exception (only) calls report(hook, exc) right away and adds 1.
# Anything that is not an Exception is not caught, so it escapes reduce unchanged and no later hook runs.
# The accumulator starts at 0, so an empty list or no failure gives the int 0.
from functools import reduce


def run_observers(hooks, event, report):
    def step(failed, hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return failed + 1
        return failed

    return reduce(step, hooks, 0)
