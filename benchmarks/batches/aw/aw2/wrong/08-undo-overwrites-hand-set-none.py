# Wrong: breaks "it raises an exception with a message ... and changes nothing, whoever set
# what is there now (... code setting `call_tool` by hand)": a non-callable value set by
# hand is taken for a torn-down dispatcher and overwritten, so install_guard(d, g);
# d.call_tool = None; undo() puts the original back instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = wrapper

    def undo():
        current = vars(dispatcher).get("call_tool", _ABSENT)
        # someone else's callable on top: refuse; a cleared slot is nobody's, restore it
        if callable(current) and current is not wrapper:
            raise RuntimeError("cannot undo: a newer call_tool was installed on top of this guard")
        if current is _ABSENT and own is _ABSENT:
            raise RuntimeError("cannot undo: this guard was already undone")
        if own is _ABSENT:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = own

    return undo
