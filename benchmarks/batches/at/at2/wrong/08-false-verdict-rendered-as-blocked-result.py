# Breaks "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None
# (even {}, "", False or 0 ...)": a guard answering False (a predicate saying "not allowed")
# is turned into a BLOCKED is_error tool_result for the block, so the caller gets a dict, not
# False. Every other verdict is returned as it is, and the original does not run.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is False:
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id", ""),
                "is_error": True,
                "content": "BLOCKED: the guard refused this call.",
            }
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
