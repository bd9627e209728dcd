# Right: the wrapper is a callable object holding the guard and what was there (own object, or the
# class's method bound here, as getattr gives it); it asks the guard once and returns any non-None
# answer unchanged, else runs that original once; undo() checks by identity that this object is
# still on top (else RuntimeError with a message, nothing changed), then restores or deletes.
_NOTHING = object()


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
    try:
        own = dispatcher.__dict__["call_tool"]
    except KeyError:
        own = _NOTHING
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _NOTHING) is not wrapper:
            raise RuntimeError(
                "install_guard: undo() out of order (or twice): dispatcher.call_tool is no "
                "longer this guard's wrapper; undo the newer installation first"
            )
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
