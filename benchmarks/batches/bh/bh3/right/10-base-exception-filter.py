# Right: catches BaseException but re-raises (bare `raise`, the same object) anything that is
# not an Exception instance: KeyboardInterrupt, SystemExit, GeneratorExit and any
# BaseExceptionGroup propagate unreported and end the run; every Exception is counted once and
# reported at once with the listed hook object; the tally is a per-call list length.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    errors = []
    position = 0
    for hook in list(hooks):
        position += 1
        try:
            hook(event)
        except BaseException as caught:
            if not isinstance(caught, Exception):
                raise
            errors.append(position)
            report(hook, caught)
    return len(errors)
