# Wrong: breaks "it raises ... and changes nothing, whoever set what is there now (another install,
# or code setting call_tool by hand)". undo() refuses only when another guard's wrapper is on top:
# undo = install_guard(d, g); d.call_tool = my_tool; undo() removes my_tool without a word.
# Out-of-order undo between guards, and a second undo(), raise as they should.

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    state = {"undone": False}

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.is_guard_wrapper = True
    dispatcher.call_tool = guarded

    def undo():
        if state["undone"]:
            raise RuntimeError("this guard was already undone")
        current = vars(dispatcher).get("call_tool", _MISSING)
        if current is not guarded and getattr(current, "is_guard_wrapper", False):
            raise RuntimeError("a newer guard is installed on top; undo it first")
        if own is _MISSING:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = own
        state["undone"] = True

    return undo
