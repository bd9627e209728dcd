# A helper runs one hook and returns 1 (it raised an Exception: reported at once with the hook
# object and the exception itself) or 0; sum(map(...)) walks the list in order, so an interrupt
# (KeyboardInterrupt, SystemExit, GeneratorExit, a BaseExceptionGroup) leaves the helper
# untouched and stops the sum: nothing after it runs. Returns a plain int, 0 for no hooks.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def one(hook):
        try:
            hook(event)
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise
            report(hook, exc)
            return 1
        return 0

    return sum(map(one, hooks), 0)
