# Right: the installed call_tool is an object whose __call__ asks the guard once, returns any
# non-None answer as it is, else runs the saved original once (the very object, called with the
# block alone); no exception is caught. undo() raises RuntimeError with a message, changing
# nothing, unless that object is still the instance's call_tool, then restores or deletes exactly.
_ABSENT = object()


class _GuardedCall:
    def __init__(self, dispatcher, guard):
        self._dispatcher = dispatcher
        self._guard = guard
        self._had = vars(dispatcher).get("call_tool", _ABSENT)
        self._original = dispatcher.call_tool

    def __call__(self, block):
        answer = self._guard(block)
        return self._original(block) if answer is None else answer

    def remove(self):
        here = vars(self._dispatcher).get("call_tool", _ABSENT)
        if here is not self:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newer installation first, or it was undone already)"
            )
        if self._had is _ABSENT:
            del vars(self._dispatcher)["call_tool"]
        else:
            vars(self._dispatcher)["call_tool"] = self._had


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    installed = _GuardedCall(dispatcher, guard)
    dispatcher.call_tool = installed

    def undo():
        installed.remove()

    return undo
