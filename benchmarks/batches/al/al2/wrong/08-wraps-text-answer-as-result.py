# Breaks "`dispatcher.call_tool(block)` returns `guard(block)` as it is whenever that is not
# `None` (... a string (`""`, `" no\n"`, `"{}"` too: never stripped or decoded) ...)": a text
# answer is turned into an is_error tool_result. Input: a guard returning "weekend: no refunds"
# makes call_tool return {"type": "tool_result", ..., "content": "weekend: no refunds"}.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        if isinstance(answer, str):  # a reason: answer the call properly
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                    "content": answer}
        return answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("call_tool was replaced after this guard; undo the newer one first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
