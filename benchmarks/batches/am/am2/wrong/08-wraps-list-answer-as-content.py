# Breaks: "returns guard(block) as it is whenever that is not None" (a guard may return "a
# list"). A list answer is read as a tool_result's content blocks and wrapped: a guard
# returning [{"type": "text", "text": "refused"}] makes call_tool return {"type":
# "tool_result", "tool_use_id": ..., "content": [...]} instead of that list.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = guard(block)
        if isinstance(answer, list):  # content blocks: give them the tool_result they belong in
            return {"type": "tool_result", "tool_use_id": block.get("id"), "content": answer}
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
