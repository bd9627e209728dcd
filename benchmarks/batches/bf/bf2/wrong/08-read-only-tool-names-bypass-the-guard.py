# Breaks: "the guard is asked for every block, each time, whatever its type" and "the wrapper reads
# none of it". Blocks for read-only-looking tools (lookup_/get_/list_/search_) skip the guard.
# Input: guard = lambda b: {"denied": True}; dispatcher.call_tool({"type": "tool_use", "id": "t1",
# "name": "lookup_user", "input": {"user_id": "u_999"}}) runs the original instead of returning
# {"denied": True}.
_ABSENT = object()
_READ_ONLY = ("lookup_", "get_", "list_", "search_")


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        name = block.get("name") if isinstance(block, dict) else None
        if isinstance(name, str) and name.startswith(_READ_ONLY):
            return original(block)  # reads change nothing: no need to ask
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("cannot undo: call_tool is no longer this guard's wrapper")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
