# Right: a local generator yields 1 per failing hook after reporting it (at once, before
# the next hook runs, since the generator is consumed lazily by sum); only Exception is
# caught, inside the generator, so StopIteration never reaches the generator protocol and
# BaseException kinds propagate unchanged; the count is a fresh int per run (nested runs
# have their own generator).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures():
        for hook in hooks:
            try:
                hook(event)
            except Exception as error:  # noqa: BLE001
                report(hook, error)
                yield 1

    return sum(failures(), 0)
