# Wrong: breaks "the guard is asked for every block, each time, whatever its `type`" (and "the
# wrapper reads none of it"). Only "type": "tool_use" blocks are shown to the guard, so a block
# {"type": "server_tool_use", ...} or one with no "type" goes straight to the original.
_ABSENT = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        if block.get("type") == "tool_use":
            verdict = guard(block)
            if verdict is not None:
                return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
