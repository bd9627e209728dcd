# Right: the wrapper is a small callable object (__slots__) holding the guard and the
# original read once at install (own object or bound method); any non-None verdict is
# returned as it is. undo() checks the instance's own entry is still this very wrapper, else
# raises RuntimeError with a message and changes nothing; then it restores or deletes.
_ABSENT = object()


def _own(dispatcher):
    state = getattr(dispatcher, "__dict__", None)
    if state is None:  # __slots__: whatever is there is its own
        return getattr(dispatcher, "call_tool", _ABSENT)
    return state.get("call_tool", _ABSENT)


class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        if verdict is not None:
            return verdict
        return self.original(block)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = _own(dispatcher)
    wrapper = _Guarded(guard, dispatcher.call_tool)  # save before replace
    dispatcher.call_tool = wrapper

    def undo():
        if _own(dispatcher) is not wrapper:
            raise RuntimeError(
                "cannot undo install_guard: dispatcher.call_tool is no longer this guard's "
                "wrapper (undo the newest installation first, and only once)"
            )
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
