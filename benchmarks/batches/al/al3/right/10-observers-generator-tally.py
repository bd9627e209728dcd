# Right: a generator walks `hooks` lazily, so each hook runs, in list order, with `event`
# itself, and report(hook, exc) (the listed object, the raised object) happens before the next
# hook is pulled. Only Exception is caught; anything else propagates unchanged at once, so no
# later hook runs. Return values are never looked at; the count is a local int, safe re-entrantly.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures():
        for hook in hooks:
            try:
                hook(event)
            except Exception as error:  # noqa: BLE001 - observers must never break the request
                report(hook, error)
                yield 1

    return sum(failures(), 0)
