# Right: walks the list by index (the list is not copied or changed), calls each hook
# with the event itself, catches only Exception (so KeyboardInterrupt, SystemExit,
# GeneratorExit and a BaseExceptionGroup holding one pass through unreported), reports
# the listed hook and the very exception at once, and returns a local int count.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as error:  # noqa: BLE001 - every Exception is a failure
            report(hook, error)
            failed += 1
    return failed
