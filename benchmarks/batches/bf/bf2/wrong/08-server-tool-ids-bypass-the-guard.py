# Breaks: "the guard is asked for every block, each time, whatever its type" and "the wrapper reads
# none of it". Blocks whose id looks like a server tool's ("srvtoolu_...") skip the guard.
# Input: guard = lambda b: "no"; dispatcher.call_tool({"type": "tool_use", "id": "srvtoolu_01",
# "name": "lookup_user", "input": {}}) runs the original instead of returning "no".
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        block_id = block.get("id", "") if isinstance(block, dict) else ""
        if isinstance(block_id, str) and block_id.startswith("srvtoolu_"):
            return original(block)  # server tools run at Anthropic; our guard has no say
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("undo out of order: remove the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
