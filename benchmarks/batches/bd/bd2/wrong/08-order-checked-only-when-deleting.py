# Wrong: breaks "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order
# ...), it raises ... and changes nothing". The order is checked only when undo would delete
# the attribute; when an own call_tool was there (set by hand before install A), A's undo()
# called after install B simply puts the hand-set one back, dropping guard B without a word.

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if own is _NOTHING:
            if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
                raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own  # putting the saved object back is always safe

    return undo
