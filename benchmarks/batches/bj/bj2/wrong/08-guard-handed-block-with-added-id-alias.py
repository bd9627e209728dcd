# Breaks "The guard and the original get the block alone ... (they may get an equal copy ...)":
# the guard gets a copy with a convenience "tool_use_id" key added. Input: block {"type":
# "tool_use", "id": "t1", "name": "x", "input": {}} and a guard that records its argument: it
# receives {..., "tool_use_id": "t1"}, which is not equal to the block ("tool_use_id": None when
# the block has no id).
_MISSING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard({**block, "tool_use_id": block.get("id")})
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
