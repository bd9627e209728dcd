# Right: the original is saved before replacing (the bound method or the instance's own object, None too);
# a small callable object asks the guard once per call and returns its verdict as is unless it is None;
# undo() checks the instance dict by identity, raises LookupError with a message otherwise (changing
# nothing), and restores or deletes exactly what was there; no attribute but call_tool is touched.
_MISSING = object()


class _GuardedCall:
    __slots__ = ("_guard", "_original")

    def __init__(self, guard, original):
        self._guard = guard
        self._original = original

    def __call__(self, block):
        verdict = self._guard(block)
        if verdict is None:
            return self._original(block)
        return verdict


def install_guard(dispatcher, guard):
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    wrapper = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not wrapper:
            raise LookupError("undo(): call_tool is no longer this guard's wrapper "
                              "(a newer install, a second undo, or code that replaced it); undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
