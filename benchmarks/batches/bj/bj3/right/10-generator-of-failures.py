# Right: a generator walks the hooks in order, calling each with the event itself and
# ignoring what it returns; each Exception is reported at once (inside the generator, before
# the next hook) and yielded; the caller counts the yields into an int. A BaseException that
# is no Exception is re-raised as it is (bare raise), ending the run, unreported.
def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise
            report(hook, exc)
            yield exc


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    count = 0
    for _ in _failures(hooks, event, report):
        count += 1
    return count
