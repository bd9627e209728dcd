# Right: dispatcher.call_tool as it is (read before replacing) is kept in a callable object set on
# the instance: a non-None guard answer is returned untouched, else the saved original runs once.
# undo() acts only while that very object is the instance's call_tool (else LookupError with a
# message, nothing changed) and restores the saved own attribute, or deletes it if there was none.
_NOTHING = object()


class _GuardedCall:
    __slots__ = ("_guard", "_original")

    def __init__(self, guard, original):
        self._guard = guard
        self._original = original

    def __call__(self, block):
        answer = self._guard(block)
        if answer is not None:
            return answer
        return self._original(block)


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = vars(dispatcher).get("call_tool", _NOTHING)
    installed = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = installed

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not installed:
            raise LookupError(
                "this guard is no longer dispatcher.call_tool (a newer install or a hand-set "
                "call_tool is on top, or it was undone already); undo the newest one first"
            )
        if before is _NOTHING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", before)

    return undo
