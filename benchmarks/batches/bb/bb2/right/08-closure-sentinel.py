# Right: saves the own attribute with a sentinel for "none" (so None/falsy own objects are kept) and
# the object call_tool gives now; the wrapper returns any non-None verdict as is, else the original's
# result (one run). undo() raises RuntimeError with a message and changes nothing unless the
# instance attribute is still its wrapper; otherwise restores or deletes it. No bookkeeping attrs.
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = dispatcher.__dict__.get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError(
                "install_guard: this undo() is out of order (or already done): "
                "dispatcher.call_tool is not its wrapper any more")
        if before is _NOTHING:
            del dispatcher.__dict__["call_tool"]
        else:
            dispatcher.__dict__["call_tool"] = before

    return undo
