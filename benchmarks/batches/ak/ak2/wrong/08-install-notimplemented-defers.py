# Breaks: "returns guard(block) as it is whenever that is not None ... (... NotImplemented;
# never run)". NotImplemented is read as "this guard has no opinion", as in __eq__. Input: a
# guard returning NotImplemented -> the original runs and its result is returned.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None or answer is NotImplemented:
            return original(block)
        return answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
