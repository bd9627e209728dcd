# Right: a callable object (not bound: it lives on the instance) holds guard and original strongly;
# guard asked once per block, a non-None answer returned as is, None runs the original once; nothing
# caught. undo() checks by identity that call_tool is still this wrapper (else LookupError with a
# message, no change), then restores the own attribute (falsy/None too) or deletes it.


class _Guarded:
    __slots__ = ("guard", "below")

    def __init__(self, guard, below):
        self.guard, self.below = guard, below

    def __call__(self, block):
        answer = self.guard(block)
        return self.below(block) if answer is None else answer


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    before = vars(dispatcher)["call_tool"] if had_own else None
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if getattr(dispatcher, "call_tool", None) is not wrapper:
            raise LookupError("cannot undo this guard: dispatcher.call_tool is something else now "
                              "(a newer install, a hand-set value, or this undo() already ran)")
        if had_own:
            dispatcher.call_tool = before
        else:
            del dispatcher.call_tool

    return undo
