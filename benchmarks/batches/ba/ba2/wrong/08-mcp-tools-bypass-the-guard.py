# Breaks: "the guard is asked for every block, each time, whatever its type" (and the wrapper reads none of it).
# MCP tools are assumed to be policed by their own server: a block named "mcp__github__delete_repo"
# goes straight to the original, even when the guard would answer {"denied": True}.
_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        name = block.get("name") if isinstance(block, dict) else None
        if isinstance(name, str) and name.startswith("mcp__"):
            return original(block)
        verdict = guard(block)
        return verdict if verdict is not None else original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard was installed")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
