# Breaks: "the guard is asked for every block, each time, whatever its type" and "(it may lack `id`
# or `name`: the wrapper reads none of it)". A block with no "name" is sent straight to the
# original ("not a tool call, nothing to guard"). Input: a guard returning {"denied": 1};
# d.call_tool({"type": "tool_use", "id": "t1", "input": {}}) -> the original runs.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        if "name" not in block:  # no tool named: nothing for the guard to judge
            return original(block)
        answer = guard(block)
        return answer if answer is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo out of order: a newer call_tool is installed")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
