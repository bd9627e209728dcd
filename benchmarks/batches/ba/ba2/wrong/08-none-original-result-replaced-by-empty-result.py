# Breaks: otherwise call_tool returns "what the saved original returns ..., whatever it is".
# A None from the original is replaced by an empty tool_result "because the API needs one":
# an original returning None makes the call return {"type": "tool_result", "tool_use_id": ..., "content": ""}.
_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if result is None:
            block_id = block.get("id", "") if isinstance(block, dict) else ""
            result = {"type": "tool_result", "tool_use_id": block_id, "content": ""}
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: call_tool holds a newer wrapper")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
