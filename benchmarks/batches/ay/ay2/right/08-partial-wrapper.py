# Right: the wrapper is a functools.partial over a module function, bound to this guard and the saved original
# (so the saved object is what runs, never a later lookup); one guard call per block, its non-None result returned
# as it is, else one original call; undo() raises ValueError (message, no assert) unless the attribute is still
# this very partial, then restores the instance's own object (None or falsy included) or deletes the attribute.
from functools import partial

_ABSENT = object()


def _guarded_call(guard, original, block):
    answer = guard(block)
    if answer is None:
        answer = original(block)
    return answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous_own = dispatcher.__dict__.get("call_tool", _ABSENT)
    wrapper = partial(_guarded_call, guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        current = dispatcher.__dict__.get("call_tool", _ABSENT)
        if current is not wrapper:
            raise ValueError("undo() called out of order or twice: dispatcher.call_tool is not this wrapper")
        if previous_own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous_own

    return undo
