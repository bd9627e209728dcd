# Breaks "when dispatcher.call_tool is no longer its own wrapper ... it raises ... and changes
# nothing, whoever set what is there now (... code setting call_tool by hand)": the check reads
# vars().get("call_tool", guarded), so after d.call_tool = P; undo = install_guard(d, g);
# del d.call_tool, undo() finds "no own attribute" = "still mine" and sets P back without raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool", guarded)  # nothing on the instance: nobody replaced us
        if current is not guarded:
            raise RuntimeError("cannot undo install_guard: call_tool was replaced since; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
