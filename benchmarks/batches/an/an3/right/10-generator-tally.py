# Right: a local generator yields 1 per failure and sum() drains it in order, so each
# report happens before the next hook runs; only Exception is caught inside the generator
# (a hook's StopIteration is caught there, never leaking into the generator protocol), and
# BaseExceptions propagate from next() as they are. No state outlives the call.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures():
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                report(hook, exc)
                yield 1

    return sum(failures(), 0)
