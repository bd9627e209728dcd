# Right: a helper returns True when its hook raised an Exception (after reporting it with
# the hook as listed and the exception object), and int(sum(map(...))) counts those in list
# order; map is lazy, so each hook runs, and is reported, before the next. Return values
# are ignored; non-Exception BaseExceptions are not caught and end the run as they are.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def raised(hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return True
        return False

    return int(sum(map(raised, hooks)))
