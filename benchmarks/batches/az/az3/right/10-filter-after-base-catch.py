# Right: one helper per hook catches BaseException, re-raises (bare `raise`, the same object)
# anything that is not an Exception, and otherwise reports (hook, that exception) immediately and
# answers 1; the answers are summed in list order, so every hook runs once per listing, the event
# goes in untouched, return values are ignored, and the result is a plain int (0 for none).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def one(hook):
        try:
            hook(event)
        except BaseException as raised:
            if not isinstance(raised, Exception):
                raise
            report(hook, raised)
            return 1
        return 0

    total = 0
    for hook in hooks:
        total += one(hook)
    return total
