# Right: walks `hooks` by index (never copied or changed), calls hook(event) with the event itself,
# catches only Exception (interrupts and groups holding one propagate, unreported, ending the run),
# reports (listed hook, raised object) at once even for a falsy exception, and keeps a local int count,
# so nested runs count only their own. Returns an int, 0 when none raised.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    tally = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        caught = None
        try:
            hook(event)
        except Exception as raised:  # noqa: BLE001 - every Exception is a failure here
            caught = (raised,)
        if caught is not None:  # a tuple: a falsy exception object still counts
            tally = tally + 1
            report(hook, caught[0])
    return int(tally)
