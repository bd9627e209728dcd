# Breaks "it is asked once" / "the guard is asked for every block, each time" (once per call) and
# "returns `guard(block)` as it is": the guard is called to test its answer, then again to return
# it. Input: a guard returning a fresh {"type": "tool_result", ...} and counting its calls: one
# call_tool(block) asks it twice and returns the second answer, not the one it gave first.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        if guard(block) is not None:
            return guard(block)
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() called out of order: undo the newer guard first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
