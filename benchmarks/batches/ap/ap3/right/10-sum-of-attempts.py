# Right: each listing is one attempt that returns 1 if the hook raised an Exception (after calling
# report(hook, raised) right away, before the next attempt starts) and 0 otherwise; map walks the list
# in order without changing it, sum gives a plain int (0 for no hooks). Anything that is not an
# Exception (KeyboardInterrupt, SystemExit, GeneratorExit, a BaseExceptionGroup) leaves map as raised.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def attempt(hook):
        try:
            hook(event)
        except Exception as raised:
            report(hook, raised)
            return 1
        return 0

    return sum(map(attempt, hooks))
