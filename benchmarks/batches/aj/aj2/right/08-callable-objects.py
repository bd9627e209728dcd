# Right: the wrapper is a _Guarded object holding the guard and the object that was there (read
# once, before replacing); it asks the guard on every call and returns any non-None answer as it
# is, else calls the original once. undo() (a bound method, no arguments) raises InstallOrderError
# unless the instance attribute is still this very wrapper, then restores or deletes; nothing else.
_ABSENT = object()


class InstallOrderError(RuntimeError):
    """undo() was called while another call_tool sits on top of this guard."""


class _Guarded:
    def __init__(self, guard, original):
        self.guard, self.original = guard, original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


class _Installation:
    def __init__(self, dispatcher, guard):
        self.dispatcher = dispatcher
        self.own = vars(dispatcher).get("call_tool", _ABSENT)
        self.wrapper = _Guarded(guard, dispatcher.call_tool)
        dispatcher.call_tool = self.wrapper

    def undo(self):
        if vars(self.dispatcher).get("call_tool", _ABSENT) is not self.wrapper:
            raise InstallOrderError(
                "this guard is no longer the dispatcher's call_tool (undone already, or something "
                "newer was installed on top): undo the newer one first"
            )
        if self.own is _ABSENT:
            del self.dispatcher.call_tool
        else:
            self.dispatcher.call_tool = self.own


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    return _Installation(dispatcher, guard).undo
