# Wrong: breaks "when the original raises, its exception propagates too (... of any kind)". A
# KeyboardInterrupt during the tool is answered with an is_error tool_result "so the
# transcript stays valid": an original raising KeyboardInterrupt makes
# dispatcher.call_tool(block) return a dict instead of letting the interrupt through.

_NOTHING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except KeyboardInterrupt:
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id", ""),
                "is_error": True,
                "content": "The tool was interrupted by the user.",
            }

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
