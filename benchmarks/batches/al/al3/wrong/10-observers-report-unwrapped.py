# Breaks: "report(hook, exception) is called ... with the hook object as listed": the reported
# hook is inspect.unwrap(hook), "the real function" behind a decorator. Input: a hook made with
# @functools.wraps(inner) around a raising inner: report gets `inner`, not the listed wrapper.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(inspect.unwrap(hook), exc)  # name the function the author wrote
    return failed
