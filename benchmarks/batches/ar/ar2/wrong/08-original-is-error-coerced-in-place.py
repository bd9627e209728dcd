# Breaks: "otherwise what the saved original returns ..., whatever it is". A dict result whose
# is_error is not a bool is "fixed" in place for the API: an original returning
# {"type": "tool_result", "tool_use_id": "t1", "content": "x", "is_error": "false"} comes back
# with "is_error": True (bool("false")), and one with "is_error": 0 with False.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if isinstance(result, dict) and "is_error" in result and type(result["is_error"]) is not bool:
            result["is_error"] = bool(result["is_error"])  # the API wants a real bool
        return result

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
