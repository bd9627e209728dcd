# Right: _attempt calls hook(event) once and returns a private sentinel on success or the raised
# Exception object (identity kept; only Exception is caught, anything else propagates from inside
# _attempt unchanged). Failures are reported in order, as they happen, and summed with a plain
# int; the hooks list and report are only read.
_DONE = object()


def _attempt(hook, event):
    try:
        hook(event)
    except Exception as raised:
        return raised
    return _DONE


def run_observers(hooks, event, report):
    count = 0
    for hook in iter(hooks):
        outcome = _attempt(hook, event)
        if outcome is _DONE:
            continue
        report(hook, outcome)
        count += 1
    return int(count)
