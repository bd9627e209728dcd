# Breaks: "when the original raises, its exception propagates too (wrapped or not, never hidden
# from None, of any kind), after one run". A tool that stops with sys.exit("desk is closed")
# (SystemExit with a str code) is answered with an is_error tool_result returned from
# call_tool, instead of the SystemExit propagating; SystemExit(0) or (2) still propagate.
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            return original(block)
        except SystemExit as stop:
            if not isinstance(stop.code, str):
                raise
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                    "content": f"the tool stopped: {stop.code}"}

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: undo the newest guard first")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
