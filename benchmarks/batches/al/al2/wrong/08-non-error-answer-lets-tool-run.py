# Breaks "returns `guard(block)` as it is whenever that is not `None` (... a `dict` ...: never
# run)": a dict answer flagged "is_error": False is read as the guard's approval. Input: a guard
# returning {"type": "tool_result", "tool_use_id": "toolu_01", "content": "cached", "is_error":
# False}: the original runs and its result is returned instead.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        if answer is None or (isinstance(answer, dict) and answer.get("is_error") is False):
            return original(block)  # not an error: the guard is fine with the call
        return answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
