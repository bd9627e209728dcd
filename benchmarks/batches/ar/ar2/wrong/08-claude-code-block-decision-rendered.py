# Breaks: "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None".
# As Claude Code does with a hook's JSON, a verdict {"decision": "block", "reason": ...} is turned
# into a BLOCKED tool_result: a guard returning {"decision": "block", "reason": "frozen"} gives
# {"type": "tool_result", ..., "content": "BLOCKED: frozen"} instead of that dict.
_ABSENT = object()


def _rendered(verdict, block):
    if isinstance(verdict, dict) and verdict.get("decision") == "block":
        return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                "content": f"BLOCKED: {verdict.get('reason', 'blocked by a guard')}"}
    return verdict


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return _rendered(verdict, block)
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
