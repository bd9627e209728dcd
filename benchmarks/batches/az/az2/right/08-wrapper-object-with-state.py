# Right: the saved original is whatever dispatcher.call_tool gave at install (a bound method,
# or the instance's own object, None or falsy too); the wrapper asks guard(block) every time,
# returns a non-None verdict untouched, else runs the original once; undo() restores the
# instance attribute or deletes it, and raises LookupError (with a message) changing nothing
# when call_tool is no longer this wrapper; nothing is stored on the dispatcher.
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
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher)
    had_own = "call_tool" in own
    before = own.get("call_tool")
    wrapper = _Guarded(guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", wrapper)

    def undo():
        if "call_tool" not in vars(dispatcher) or vars(dispatcher)["call_tool"] is not wrapper:
            raise LookupError(
                "this guard's wrapper is no longer dispatcher.call_tool (undo called out of "
                "order or twice); undo the newer installs first"
            )
        if had_own:
            setattr(dispatcher, "call_tool", before)
        else:
            delattr(dispatcher, "call_tool")

    return undo
