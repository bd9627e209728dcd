# Right: a callable wrapper object returns the guard's verdict unchanged unless it `is None`, then
# the saved original's result (one run each, block passed positionally, untouched); exceptions pass
# through. undo() raises LookupError (with a message, changing nothing) unless the instance dict
# still holds its wrapper; else it puts back the saved own object or deletes the attribute.


class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in dispatcher.__dict__
    previous = dispatcher.__dict__.get("call_tool")
    wrapper = _Guarded(guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        current = dispatcher.__dict__.get("call_tool", undo)  # undo itself: never the wrapper
        if current is not wrapper:
            raise LookupError("undo(): dispatcher.call_tool is no longer this guard's wrapper; "
                              "undo newer installations first")
        if had_own:
            setattr(dispatcher, "call_tool", previous)
        else:
            delattr(dispatcher, "call_tool")

    return undo
