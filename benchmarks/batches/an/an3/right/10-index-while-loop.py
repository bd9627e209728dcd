# Right: walks the list by index (never copies or changes it), calls hook(event) with the
# event itself, catches only Exception (so KeyboardInterrupt/SystemExit/GeneratorExit and
# groups holding them propagate untouched and stop the run), reports each failure at once
# with the listed object and the raised object, and counts with a local int (re-entrant).
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
