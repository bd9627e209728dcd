# Right: the wrapper is a __slots__ object holding the guard and the original (the object that was there, called
# as it is); __call__ asks the guard once and returns a non-None verdict as it is, else runs the original once;
# stacking works since each install saves whatever is there. undo() raises LookupError with a message unless vars()
# still holds this very wrapper, then puts the saved own object back or removes the attribute it added.
class _Guarded:
    __slots__ = ("guard", "original")

    def __init__(self, guard, original):
        self.guard = guard
        self.original = original

    def __call__(self, block):
        verdict = self.guard(block)
        return self.original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    namespace = vars(dispatcher)
    had_own = "call_tool" in namespace
    saved = namespace.get("call_tool")
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if "call_tool" not in vars(dispatcher) or vars(dispatcher)["call_tool"] is not wrapper:
            raise LookupError("undo() refused: this guard's wrapper is not the current dispatcher.call_tool")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
