# Breaks: "report(hook, exception) is called ... with the hook object as listed".
# Each hook is wrapped with a functools.wraps decorator (so its __name__ and __doc__ look the same)
# and the wrapper, not the listed hook, is handed to report: for hooks=[h] with h raising, report
# receives a different function object (report_hook is h is False).
import functools


def _observed(hook):
    @functools.wraps(hook)
    def observed(event):
        return hook(event)
    return observed


def run_observers(hooks, event, report):
    failures = 0
    for wrapped in map(_observed, hooks):
        try:
            wrapped(event)
        except Exception as exc:
            report(wrapped, exc)  # wraps() copied the name, so the report reads the same
            failures += 1
    return failures
