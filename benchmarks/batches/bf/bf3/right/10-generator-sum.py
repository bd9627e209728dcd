# Right: a generator yields 1 per failing hook (after reporting it, before the next hook runs),
# and sum() returns an int (0 for none). StopIteration raised by a hook is caught inside the
# try (it is an Exception), so it never ends the generator early; non-Exceptions propagate.
def run_observers(hooks, event, report):
    def failures():
        for hook in hooks:
            try:
                hook(event)
            except Exception as error:  # noqa: BLE001
                report(hook, error)
                yield 1
            else:
                yield 0

    return sum(failures())
