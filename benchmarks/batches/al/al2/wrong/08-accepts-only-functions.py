# Breaks "A guard, any callable (a falsy object, an unhashable one, a class or a
# `functools.partial` too ...)": install_guard refuses anything that is not a function or a
# method. Input: install_guard(d, functools.partial(limit_guard, limit=50)) raises TypeError
# instead of installing (plain functions and lambdas work).
import inspect

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    if not (inspect.isfunction(guard) or inspect.ismethod(guard)):
        raise TypeError(f"guard must be a function taking the block, got {type(guard).__name__}")
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
