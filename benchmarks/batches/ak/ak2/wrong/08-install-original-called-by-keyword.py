# Breaks: "what the saved original returns (the object that was there, called as it is: ... or
# the instance's own object)"; "the original get[s] the block alone, positionally". It calls
# original(tool_use=block), Dispatcher.call_tool's parameter name. Input: instance's own
# d.call_tool = lambda block: "own", install, guard returning None, call -> TypeError.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(tool_use):  # same signature as Dispatcher.call_tool
        verdict = guard(tool_use)
        if verdict is not None:
            return verdict
        return original(tool_use=tool_use)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
