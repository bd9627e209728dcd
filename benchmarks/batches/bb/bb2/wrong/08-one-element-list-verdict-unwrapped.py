# Breaks: "returns guard(block) as it is whenever that is not None" (a list too). A list holding
# one dict is unwrapped: a guard returning [{"type": "tool_result", "tool_use_id": "toolu_01",
# "content": "no"}] gives that dict, not the list.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, list) and len(verdict) == 1 and isinstance(verdict[0], dict):
            return verdict[0]  # one block answers one call
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
