# Breaks "otherwise what the saved original returns ..., whatever it is": a tool_result whose
# content is a list of text blocks comes back with that list joined into one string. Input:
# original returning {"type": "tool_result", "tool_use_id": "t1", "content": [{"type": "text",
# "text": "a"}, {"type": "text", "text": "b"}]} gives content "ab" instead of the list.
_MISSING = object()


def _flattened(result):
    if isinstance(result, dict) and isinstance(result.get("content"), list):
        blocks = result["content"]
        if all(isinstance(b, dict) and b.get("type") == "text" for b in blocks):
            return {**result, "content": "".join(b.get("text", "") for b in blocks)}
    return result


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return _flattened(original(block))

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
