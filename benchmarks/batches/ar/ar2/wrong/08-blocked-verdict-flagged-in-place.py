# Breaks: "returns guard(block) as it is". So that is_blocked() recognises it, a dict verdict
# whose content starts with "BLOCKED:" but has no is_error gets is_error=True written into it:
# a guard returning {"type": "tool_result", "tool_use_id": "t1", "content": "BLOCKED: no"}
# comes back (same object) with an extra "is_error": True key.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, dict) and str(verdict.get("content", "")).startswith("BLOCKED:"):
            verdict.setdefault("is_error", True)  # a denial must read as an error result
        return verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
