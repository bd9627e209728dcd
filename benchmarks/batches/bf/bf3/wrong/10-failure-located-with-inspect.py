# Wrong: breaks "never raise" for "any callable" hook. On a failure it looks up where the hook
# is defined with inspect.getsourcefile(hook) for a log line; for a failing callable instance
# (class Boom: def __call__(self, e): raise ValueError) inspect raises TypeError inside the
# except block, so run_observers([Boom()], "e", r) raises instead of returning 1.
import inspect
import logging

log = logging.getLogger("observers")


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            failures += 1
            where = inspect.getsourcefile(hook) if not inspect.isbuiltin(hook) else "<builtin>"
            log.debug("observer failed (%s): %r", where, type(exc))
            report(hook, exc)
    return failures
