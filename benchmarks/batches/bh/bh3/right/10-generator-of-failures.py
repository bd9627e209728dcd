# Right: a lazy generator yields (hook, exception) as soon as a hook raises, so report runs
# before the next hook is called; only Exception is caught, so BaseException (incl. a
# BaseExceptionGroup holding an interrupt) leaves through the generator untouched; the count
# is the number of yields, each its own, from a fresh generator per run (no shared state).
def _failures(hooks, event):
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001 - every Exception counts
            yield hook, exc


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    total = 0
    for hook, error in _failures(hooks, event):
        report(hook, error)
        total = total + 1
    return int(total)
