# Breaks "the guard is asked for every block, each time, whatever its `type`": a block whose
# "input" is empty is sent straight to the original ("no arguments, nothing to check"). Input: a
# guard that refuses every call, then call_tool({"type": "tool_use", "id": "toolu_01", "name":
# "delete_all_cases", "input": {}}): the original runs and its result comes back.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        if isinstance(block, dict) and block.get("input") == {}:
            return original(block)  # nothing the guard could object to
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
