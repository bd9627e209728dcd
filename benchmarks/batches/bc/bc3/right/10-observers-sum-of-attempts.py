# Right: each hook runs in its own attempt(), in list order, with `event` itself; an Exception
# is reported at once as (hook as listed, the object raised) and scores 1; sum() adds the
# scores into an int (0 for none). A KeyboardInterrupt/SystemExit/GeneratorExit (or a
# BaseExceptionGroup) is no Exception, so it leaves attempt(), the generator and sum() as is.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def attempt(hook):
        try:
            hook(event)
        except Exception as exc:  # StopIteration too: caught here, before the generator frame
            report(hook, exc)
            return 1
        return 0

    return sum(attempt(hook) for hook in hooks)
