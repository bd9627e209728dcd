# Breaks: "it raises an exception with a message instead of dropping the newer guard ... and changes
# nothing, whoever set what is there now (another install, or code setting call_tool by hand)".
# It raises only when another guard wrapper is on top; a hand-set call_tool makes undo() return
# quietly. Input: undo = install_guard(d, g); d.call_tool = lambda b: "manual"; undo() returns None.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool
    state = {"done": False}

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    guarded.is_guard_wrapper = True
    dispatcher.call_tool = guarded

    def undo():
        if state["done"]:
            raise RuntimeError("this guard was already undone")
        current = dispatcher.call_tool
        if current is not guarded:
            if getattr(current, "is_guard_wrapper", False):
                raise RuntimeError("undo out of order: a newer guard is installed on top")
            return  # someone replaced call_tool by hand: our wrapper is already gone
        state["done"] = True
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
