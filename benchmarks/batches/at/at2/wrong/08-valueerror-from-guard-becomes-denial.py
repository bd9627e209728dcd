# Breaks "A guard that raises fails the call closed: its exception propagates (wrapped or
# not ...), of any kind": a ValueError from the guard is read as "this block is invalid" and
# answered with a BLOCKED is_error tool_result, so a guard raising ValueError("no amount")
# returns a dict instead of raising. Other exceptions propagate; the original never runs.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except ValueError as exc:
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id", ""),
                "is_error": True,
                "content": f"BLOCKED: invalid call: {exc}",
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
