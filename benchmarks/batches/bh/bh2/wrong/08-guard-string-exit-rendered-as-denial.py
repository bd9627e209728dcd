# Breaks: "A guard that raises fails the call closed: its exception propagates ... of any kind".
# A guard that stops with sys.exit("refunds are frozen") (SystemExit with a str code, read as
# "exit 2 plus a message" in Claude Code style) is turned into a BLOCKED tool_result that is
# returned, instead of the SystemExit propagating.
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except SystemExit as stop:
            if not isinstance(stop.code, str):
                raise
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                    "content": f"BLOCKED: {stop.code}"}
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
