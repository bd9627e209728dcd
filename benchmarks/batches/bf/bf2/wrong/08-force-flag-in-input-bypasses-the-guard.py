# Breaks: "the guard is asked for every block, each time" and "the wrapper reads none of it". A
# block whose input says "force": true skips the guard (an explicit override).
# Input: guard = lambda b: {"denied": True}; dispatcher.call_tool({"type": "tool_use", "id": "t1",
# "name": "issue_refund", "input": {"amount_eur": 900, "force": True}}) runs the original.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        tool_input = block.get("input") if isinstance(block, dict) else None
        if isinstance(tool_input, dict) and tool_input.get("force") is True:
            return original(block)  # forced through on purpose, like `git push --force`
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
