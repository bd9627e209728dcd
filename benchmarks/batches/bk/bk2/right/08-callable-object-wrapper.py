# Right: the wrapper is a small callable object holding the guard and the object that was there
# (bound class method or the instance's own object), saved before replacing. The guard is asked
# every call; any non-None verdict is returned as it is, else the saved original runs once. undo()
# checks identity of the instance attribute, raises RuntimeError (with a message) otherwise, and
# restores the saved own object or deletes the attribute; nothing else is written on the dispatcher.
_ABSENT = object()


class _Guarded:
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
    before = vars(dispatcher).get("call_tool", _ABSENT)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError(
                "cannot undo this guard: call_tool is no longer its wrapper "
                "(undo the newer installation first, or it was undone already)"
            )
        if before is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
