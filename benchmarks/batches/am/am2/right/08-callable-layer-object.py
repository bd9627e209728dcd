# Right: call_tool becomes a _Layer holding the guard and the original read before the swap (own object
# or bound class method): guard(block) once, a non-None answer returned as it is, else original(block).
# Exceptions pass up untouched. undo() raises RuntimeError, changing nothing, unless the own call_tool
# is still this layer; then it deletes the attribute (none before) or restores the saved object.
_NOTHING = object()


class _Layer:
    __slots__ = ("guard", "below")

    def __init__(self, guard, below):
        self.guard = guard
        self.below = below

    def __call__(self, block):
        verdict = self.guard(block)
        return self.below(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _NOTHING)
    layer = _Layer(guard, dispatcher.call_tool)
    dispatcher.call_tool = layer

    def undo():
        current = dispatcher.__dict__.get("call_tool", _NOTHING)
        if current is not layer:
            raise RuntimeError(
                "undo() out of order: dispatcher.call_tool is no longer this guard's wrapper "
                "(a newer install, a hand-set call_tool, or this undo ran already)"
            )
        if own is _NOTHING:
            del dispatcher.__dict__["call_tool"]
        else:
            dispatcher.__dict__["call_tool"] = own

    return undo
