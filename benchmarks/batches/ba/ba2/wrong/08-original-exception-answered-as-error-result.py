# Breaks: "when the original raises, its exception propagates too (wrapped or not, of any kind)".
# Logic pasted from exercise 7: the original's failure becomes an is_error tool_result:
# an original raising ValueError("db down") makes the call return {"is_error": True, ...} instead.
_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except Exception as exc:
            block_id = block.get("id", "") if isinstance(block, dict) else ""
            return {"type": "tool_result", "tool_use_id": block_id, "is_error": True,
                    "content": f"{type(exc).__name__}: {exc}"}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: a newer wrapper is installed")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
