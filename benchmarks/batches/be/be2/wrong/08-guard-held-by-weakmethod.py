# Wrong: breaks "A guard, any callable (..., a bound method of an object nothing else holds too ...)"
# and "returns guard(block) ... whenever that is not None". A bound-method guard is kept through
# weakref.WeakMethod to avoid a cycle; install_guard(d, Policy().check) loses the Policy at once,
# so the guard is skipped and every call runs the original (fails open).
import inspect
import weakref

_ABSENT = object()


def install_guard(dispatcher, guard):
    if inspect.ismethod(guard):
        guard_ref = weakref.WeakMethod(guard)
    else:
        guard_ref = lambda: guard  # noqa: E731
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        current_guard = guard_ref()
        if current_guard is not None:
            verdict = current_guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
