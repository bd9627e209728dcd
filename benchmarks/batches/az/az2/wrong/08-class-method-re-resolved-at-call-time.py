# Breaks "otherwise what the saved original returns (the object that was there, called as
# it is: the class's method bound to this very dispatcher ...)": when the saved original is the
# class's method, it is looked up on the class again at each call (to honour class patches).
# Input: install_guard(d, lambda b: None); then Dispatcher.call_tool = lambda self, b: "patched"
# (class changed after install): d.call_tool(block) returns "patched", not the saved method's result.
import inspect

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    from_class = saved is _MISSING and inspect.ismethod(original)

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        if from_class:  # late lookup, so mock.patch on the class still takes effect
            return getattr(type(dispatcher), "call_tool")(dispatcher, block)
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
