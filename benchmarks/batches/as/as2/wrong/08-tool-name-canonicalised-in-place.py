# Breaks: "it is left as it came, in the caller's dict too" (and the original gets the block,
# or an equal copy): the tool name is canonicalised in place (strip + lower) so that a
# case-twisted name cannot slip past the guard. Input: block {"type": "tool_use", "id": "t1",
# "name": "Lookup_User", "input": {}}: afterwards the caller's dict says "lookup_user".
_NOTHING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        name = block.get("name") if isinstance(block, dict) else None
        if isinstance(name, str):
            block["name"] = name.strip().lower()   # one spelling for the guard and the tool
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.call_tool is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard")
        if before is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
