# Right: the wrapper is a small callable object holding the guard and the saved original (read
# once, before replacing: the bound method, or the instance's own object, even None). It asks the
# guard once per call, returns a non-None answer as it is, else runs the original once. undo() only
# acts while the instance's own call_tool is this very layer: it deletes the attribute if there was
# none, or puts the old object back; otherwise it raises RuntimeError and changes nothing.
_NOTHING = object()


class _GuardLayer:
    __slots__ = ("guard", "below")

    def __init__(self, guard, below):
        self.guard = guard
        self.below = below

    def __call__(self, block):
        answer = self.guard(block)
        if answer is not None:
            return answer
        return self.below(block)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had = vars(dispatcher).get("call_tool", _NOTHING)
    layer = _GuardLayer(guard, dispatcher.call_tool)
    dispatcher.call_tool = layer

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not layer:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newer installation first, or this one was undone already)"
            )
        if had is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = had

    return undo
