# Right: saves the bound original (or the instance's own object, falsy/None too) before replacing
# call_tool with a closure: guard(block) once per call, a non-None answer returned as is, else the
# original once; no exception caught. undo() checks the instance dict still holds this very wrapper
# (else RuntimeError with a message, nothing changed), then restores the own object or deletes it.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError(
                "undo() refused: dispatcher.call_tool is no longer the wrapper this install_guard "
                "put there (undo the newer installation first, or this one was undone already)."
            )
        if own is _NOTHING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", own)

    return undo
