# Wrong: breaks "otherwise what the saved original returns ..., whatever it is". The tool's result is
# copied with dict() so callers cannot alias it: an own original d.call_tool = lambda block: "done"
# makes a call raise ValueError, and one returning None raises TypeError. The Dispatcher's dict
# results come back as equal copies, which the text accepts.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return dict(original(block))

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
