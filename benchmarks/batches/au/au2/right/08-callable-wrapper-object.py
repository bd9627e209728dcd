# Right: the original (own object, or class method bound to this dispatcher) is read once and held
# by a callable object that asks the guard first and returns any non-None verdict untouched; only
# None runs the original, once. undo() checks the instance's own attribute by identity: not ours ->
# LookupError with a message, nothing changed; else restores the own attribute or deletes it.
_MISSING = object()


class _GuardedCallTool:
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
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    wrapper = _GuardedCallTool(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not wrapper:
            raise LookupError(
                "this guard is no longer on top of call_tool (another install or code replaced it); "
                "undo the newest installation first"
            )
        if own is _MISSING:
            del dispatcher.__dict__["call_tool"]
        else:
            dispatcher.call_tool = own

    return undo
