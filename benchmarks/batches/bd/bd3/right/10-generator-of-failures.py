# Right: a generator runs the hooks and yields each (hook, exception) as it is caught; the
# generator is suspended while report() runs, so each report comes before the next hook; an
# Exception (StopIteration too) is caught inside the generator, a BaseException propagates
# through next() as it is, and every run has its own generator, so nested runs count apart.
def _failures(hooks, event):
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            yield hook, exc


def run_observers(hooks, event, report):
    count = 0
    for hook, exc in _failures(hooks, event):
        report(hook, exc)
        count += 1
    return count
