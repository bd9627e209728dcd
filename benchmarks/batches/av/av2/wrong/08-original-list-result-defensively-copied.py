# Breaks: "otherwise what the saved original returns (the object that was there ...), whatever it
# is (an equal copy of a dict is not told apart)" -- a list result is copied so callers cannot
# change the tool's own list; only a dict copy goes unnoticed. Input: a dispatcher whose
# call_tool returns the same list object L every time: the wrapped call returns a new list, not L.
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    nothing = object()
    own = vars(dispatcher).get("call_tool", nothing)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        return list(result) if isinstance(result, list) else result  # defensive copy

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is on top")
        if own is nothing:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
