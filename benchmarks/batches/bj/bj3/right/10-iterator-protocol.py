# Right: walks a fresh iterator over the list (the list is never changed), calls hook(event)
# with the event itself, catches only Exception (so interrupts, exits and CancelledError pass
# through untouched, ending the run), reports the hook as listed with the very exception
# before moving on, and returns the number of failures as an int (0 when none).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = []
    walker = iter(hooks)
    for hook in walker:
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001 - observers may fail in any way
            report(hook, exc)
            failed.append(None)
    return len(failed)
