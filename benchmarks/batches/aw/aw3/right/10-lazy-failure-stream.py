# Right: a generator runs the hooks lazily and yields each (hook, exception) as it happens, so the
# consumer reports it before the generator resumes with the next hook ("once, at once"). Only
# `Exception` is caught (ExceptionGroup, StopIteration, Warning included: caught inside the
# generator, so PEP 479 never sees them); KeyboardInterrupt/SystemExit/GeneratorExit and a
# BaseExceptionGroup pass through the generator unchanged and unreported. Each hook gets `event`
# itself, positionally; returns are ignored; `hooks` and `report` are only read; the count is local.
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
