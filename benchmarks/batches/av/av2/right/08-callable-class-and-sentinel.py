# Right: the instance's own call_tool (or none) is noted and the object saved before the swap; the
# _Guarded object asks the guard every call and returns any non-None answer as is, else the saved
# original's result, errors untouched; undo() checks by identity that its wrapper is still on the
# instance (else RuntimeError, nothing changed), then restores the old object or deletes.
_NONE_OF_ITS_OWN = object()


class _Guarded:
    __slots__ = ("original", "guard")

    def __init__(self, original, guard):
        self.original = original
        self.guard = guard

    def __call__(self, block):
        answer = self.guard(block)
        if answer is None:
            return self.original(block)
        return answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = dispatcher.__dict__.get("call_tool", _NONE_OF_ITS_OWN)
    wrapper = _Guarded(dispatcher.call_tool, guard)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _NONE_OF_ITS_OWN) is not wrapper:
            raise RuntimeError(
                "undo() refused: dispatcher.call_tool is not this guard's wrapper any more "
                "(undo the newer installation first, or it was already undone)")
        if previous is _NONE_OF_ITS_OWN:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
