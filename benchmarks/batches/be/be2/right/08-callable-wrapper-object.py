# Right: saves the original (dispatcher.call_tool) and the instance's own attribute (or absence)
# before replacing; the installed object asks guard(block) once and returns its answer unless it is
# None, else runs the saved original once; exceptions propagate untouched. undo() restores or
# deletes, and raises RuntimeError with a message (changing nothing) when call_tool is not its wrapper.
_ABSENT = object()


def _own(dispatcher):
    own = getattr(dispatcher, "__dict__", None)
    if own is None:
        return getattr(dispatcher, "call_tool", _ABSENT)
    return own.get("call_tool", _ABSENT)


class _Guarded:
    __slots__ = ("_guard", "_original")

    def __init__(self, guard, original):
        self._guard = guard
        self._original = original

    def __call__(self, block):
        verdict = self._guard(block)
        if verdict is not None:
            return verdict
        return self._original(block)


def install_guard(dispatcher, guard):
    previous = _own(dispatcher)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if _own(dispatcher) is not wrapper:
            raise RuntimeError(
                "cannot undo this guard: call_tool is no longer its wrapper "
                "(undo the newer installation first, or it was undone already)"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
