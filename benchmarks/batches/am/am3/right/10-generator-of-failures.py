# Right: a generator yields one item per hook that raised an Exception, reporting it at once
# (before the next hook runs), with the hook as listed and the exception object itself; the
# count is how many it yielded. Only `except Exception` is used, so KeyboardInterrupt,
# SystemExit, GeneratorExit and groups holding one leave as they are; nothing is mutated.
def _failures(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            yield exc


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    count = 0
    for _ in _failures(hooks, event, report):
        count += 1
    return count
