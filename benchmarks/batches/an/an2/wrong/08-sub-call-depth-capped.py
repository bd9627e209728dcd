# Breaks: "The guard or the original may call `dispatcher.call_tool` again from inside (a sub-call,
# once or more): it is a call like any other (the guard is asked about it too)". Sub-calls nested
# deeper than 4 are refused with an error result, without the guard or the original. Input: an
# original that calls d.call_tool again from inside, 5 levels deep -> the 5th level gets
# {"is_error": True, ...} instead of being run.
_ABSENT = object()
_MAX_DEPTH = 4


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    depth = [0]

    def guarded(block):
        if depth[0] >= _MAX_DEPTH:  # a tool calling tools calling tools: stop runaway recursion
            return {"type": "tool_result", "tool_use_id": block.get("id", ""), "is_error": True,
                    "content": "refused: tool calls nested too deeply"}
        depth[0] += 1
        try:
            answer = guard(block)
            return answer if answer is not None else original(block)
        finally:
            depth[0] -= 1

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo out of order: another wrapper is installed over this one")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
