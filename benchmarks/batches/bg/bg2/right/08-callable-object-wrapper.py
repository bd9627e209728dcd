# Right: installs a small callable object (holding the guard and the original bound method or
# own object, strongly) as the instance's call_tool; it asks the guard once per call and returns
# any non-None verdict as is, else runs the original once. Exceptions pass through untouched.
# undo() checks that the instance's call_tool is still this object (else RuntimeError, nothing
# changed), then restores the own attribute (any value, None too) or deletes it. Nothing else
# is set on the dispatcher or its class; nothing is hashed or weakly referenced.
_ABSENT = object()


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
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError(
                "this guard is not the one on top of call_tool any more: undo the newer "
                "installation first (or put it back)"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
