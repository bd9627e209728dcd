# Wrong: breaks "the saved original ... (the object that was there, called as it is: the class's
# method bound to this very dispatcher, or the instance's own object)". Any bound method found is
# re-bound to the dispatcher "to be safe": with d.call_tool = proxy.forward (a method of another
# object) set first, the call runs forward with self=d, not proxy. Class methods and plain functions are right.
import types

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    current = dispatcher.call_tool
    function = getattr(current, "__func__", None)
    original = types.MethodType(function, dispatcher) if function is not None else current

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
