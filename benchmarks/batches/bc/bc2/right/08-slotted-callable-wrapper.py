# Right: the wrapper is an instance of a small callable class holding the guard and the object
# that dispatcher.call_tool gave before (bound method or the instance's own object, None too).
# A verdict that is not None is returned as it is, otherwise the saved original runs once;
# exceptions just propagate. undo() raises LookupError (message) unless the instance attribute
# is this very wrapper, and changes nothing then; otherwise it puts the own object back or
# deletes the attribute when there was none. Nothing else is stored on the dispatcher.
_ABSENT = object()


class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise LookupError("undo(): dispatcher.call_tool is not this guard's wrapper any more "
                              "(undone already, or something newer is on top); nothing changed")
        if own is _ABSENT:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", own)

    return undo
