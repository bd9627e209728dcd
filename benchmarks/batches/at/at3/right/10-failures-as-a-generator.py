# Right: a generator calls each hook in order with the event itself and yields (hook, exception) for
# every Exception (StopIteration, a group, a falsy one: caught inside, so PEP 479 never applies); the
# loop reports it at once, before the generator resumes. BaseExceptions that are not Exceptions are
# not caught and leave as they are; the count is local (nested runs, threads); nothing is mutated.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures_in_order():
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:  # noqa: BLE001 - an observer may fail in any way
                yield hook, exc

    count = 0
    for hook, exc in failures_in_order():
        report(hook, exc)
        count += 1
    return count
