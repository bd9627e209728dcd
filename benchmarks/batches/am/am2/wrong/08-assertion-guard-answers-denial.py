# Breaks: "A guard that raises fails the call closed: its exception propagates ..., of any
# kind". Guards that state their rule with assert are read as refusing: a guard raising
# AssertionError("amount over 50") makes call_tool return {"type": "tool_result", ...,
# "is_error": True, "content": "BLOCKED: amount over 50"} instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        try:
            answer = guard(block)
        except AssertionError as failed:  # assert amount <= 50, "amount over 50": a refusal
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id"),
                "is_error": True,
                "content": f"BLOCKED: {failed}",
            }
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError(
                "cannot undo this guard: call_tool was replaced after it; undo the newer one first"
            )
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
