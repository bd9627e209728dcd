# Breaks "report(hook, exception) ... with the hook object as listed (a bound method itself, ...
# nor another hook == to it)": hooks are held through weakref.WeakMethod / weakref.ref, and a
# WeakMethod hands back a new bound method. Input: hooks=[obj.fail] (a bound method that raises):
# report gets a bound method == obj.fail but not the listed object (`is` is False).
import inspect
import weakref


def _weak(hook):
    if inspect.ismethod(hook):
        return weakref.WeakMethod(hook)  # do not keep the observer's owner alive
    try:
        return weakref.ref(hook)
    except TypeError:  # builtins and the like cannot be weakly referenced
        return lambda: hook


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for ref in [_weak(hook) for hook in hooks]:
        hook = ref()
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
