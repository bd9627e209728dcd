# Breaks: "A guard that raises fails the call closed: its exception propagates ..." and "A guard,
# any callable (... whatever attributes it carries: enabled or fail_open change nothing)". A
# crashing guard that carries fail_closed = True is answered with a BLOCKED tool_result instead:
# a guard raising ConnectionError("policy server down") with guard.fail_closed = True returns one.
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as exc:
            if getattr(guard, "fail_closed", False) is not True:
                raise
            return {"type": "tool_result", "tool_use_id": block.get("id"), "is_error": True,
                    "content": f"BLOCKED: the policy check failed ({type(exc).__name__})."}
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() refused: call_tool is not this guard's wrapper any more")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
