# Right: the wrapper is an instance of a small __slots__ class with __call__ (compared by identity
# only). It asks guard(block) once, returns any non-None verdict as it is, else calls the saved
# original (the instance's own object or the class's bound method, read before replacing) once.
# undo() checks that the instance's own call_tool is still this very wrapper, else raises
# RuntimeError with a message and changes nothing; otherwise it puts back the own object (None or
# falsy too) or deletes the attribute when there was none. No state on the dispatcher or class.
_NOTHING = object()


class _GuardedCall:
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
    had = dispatcher.__dict__.get("call_tool", _NOTHING)
    wrapper = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _NOTHING) is not wrapper:
            raise RuntimeError(
                "cannot undo this guard: dispatcher.call_tool is no longer its wrapper "
                "(undo the newer installation first, or this undo already ran)")
        if had is _NOTHING:
            del dispatcher.__dict__["call_tool"]
        else:
            dispatcher.__dict__["call_tool"] = had

    return undo
