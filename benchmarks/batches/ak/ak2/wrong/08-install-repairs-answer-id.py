# Breaks: "returns guard(block) as it is whenever that is not None" and "(it may lack id or name:
# the wrapper reads none of it)". A tool_result from the guard whose tool_use_id is not the
# block's is copied with the block's id. Input: block id "toolu_9", guard returning {"type":
# "tool_result", "tool_use_id": "canned", "content": "no"} -> a new dict with id "toolu_9".
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if (
            isinstance(verdict, dict)
            and verdict.get("type") == "tool_result"
            and verdict.get("tool_use_id") != block.get("id")
        ):
            verdict = {**verdict, "tool_use_id": block.get("id")}  # pair it with this call
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
