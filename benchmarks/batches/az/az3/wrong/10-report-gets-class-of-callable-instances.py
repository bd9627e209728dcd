# Breaks: "`report(hook, exception)` is called ... with the hook object as listed".
# Input: hooks = [Pusher()] where Pusher.__call__ raises; report must get that instance;
# this answer reports `type(hook)` for callable instances ("group failures by observer class"),
# so report gets the class Pusher. Plain functions (the happy path) are reported as they are.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            label = hook if inspect.isroutine(hook) or inspect.isclass(hook) else type(hook)
            report(label, exc)
    return failures
