# Breaks: "when `dispatcher.call_tool` is no longer its own wrapper (an undo() out of order, or a second undo()),
# it raises an exception with a message": the refusal is returned, Go-style, as an exception object.
# Input: undo_a = install_guard(d, g1); undo_b = install_guard(d, g2); undo_a() returns a RuntimeError instead of
# raising it (nothing changes, but the caller is never told); a second undo_b() after undo_b() does the same.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            return RuntimeError("undo() out of order: a newer guard is installed on top of this one")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own
        return None

    return undo
