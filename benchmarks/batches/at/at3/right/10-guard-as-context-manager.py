# Right: each hook runs inside a contextlib guard that catches only Exception, reports (hook, exc)
# at once and bumps this run's own tally. contextmanager re-raises what its generator did not handle
# as the same object, so KeyboardInterrupt, SystemExit, GeneratorExit and BaseExceptionGroups leave
# as they are and the loop stops; a StopIteration from the hook is handled, not taken for the end.
from contextlib import contextmanager


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    tally = [0]

    @contextmanager
    def guarded(hook):
        try:
            yield
        except Exception as exc:  # noqa: BLE001
            tally[0] += 1
            report(hook, exc)

    for position in range(len(hooks)):
        hook = hooks[position]
        with guarded(hook):
            hook(event)
    return tally[0]
