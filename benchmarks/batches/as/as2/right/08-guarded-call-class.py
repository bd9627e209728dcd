# Right: the wrapper is a small callable class holding the guard and the original read before
# replacing (own object, or the class method bound to this dispatcher); a non-None verdict is
# returned as it is, else the original runs once. undo() restores/deletes exactly what was there,
# or raises RuntimeError (changing nothing) unless call_tool is still this wrapper; no bookkeeping.
_ABSENT = object()


class _GuardedCall:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        if verdict is None:
            return self.original(block)
        return verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", {}).get("call_tool", _ABSENT)
    wrapper = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        current = getattr(dispatcher, "__dict__", {}).get("call_tool", _ABSENT)
        if current is not wrapper:
            raise RuntimeError(
                "undo() out of order: call_tool is no longer this guard's wrapper "
                "(undo the newer install first)"
            )
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
