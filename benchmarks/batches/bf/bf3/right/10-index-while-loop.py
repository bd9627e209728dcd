# Right: walks the list by index (never changes it), calls each entry with `event` itself,
# catches only Exception (so KeyboardInterrupt/SystemExit/GeneratorExit and BaseExceptionGroups
# holding one propagate untouched), reports (entry, the raised object) at once, and counts
# every failure, duplicates and shared exception objects included, in a local int.
def run_observers(hooks, event, report):
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001 - every Exception is a failure here
            failed += 1
            report(hook, exc)
    return failed
