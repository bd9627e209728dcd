# Breaks: "undo() puts back exactly what was there (... the instance's own object ...)".
# A plain function found by getattr_static is taken for the class's method (unless tagged as one
# of its own wrappers), so an instance's own function is deleted on undo: d.call_tool = lambda
# block: "own"; undo = install_guard(d, lambda b: None); undo() -> "call_tool" not in vars(d).
import inspect
import types


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    found = inspect.getattr_static(dispatcher, "call_tool")
    # a plain function comes from the class (unless it is one of our wrappers); anything else,
    # a bound method, a partial, a callable object, None, was set on the instance
    had_own = getattr(found, "_guard_wrapper", False) or not isinstance(found, types.FunctionType)
    saved = dispatcher.__dict__.get("call_tool") if had_own else None
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded._guard_wrapper = True
    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool") is not guarded:
            raise RuntimeError("install_guard: undo() out of order; undo the newer guard first")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
