# Right: a generator runs the hooks one at a time as sum() pulls; each hook gets the event itself,
# an Exception is reported with the listed hook before the generator yields (so before the next
# hook runs) and counts 1; anything that is not an Exception leaves the generator and sum() as it
# is. Each call makes its own generator, so nested runs and threads count only their own; int out.
def _verdicts(hooks, event, report):
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
            yield 1
        else:
            yield 0


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    return sum(_verdicts(hooks, event, report))
