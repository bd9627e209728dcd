# Breaks: "when the original raises, its exception propagates too (wrapped or not, of any
# kind)". A RecursionError from the original (the lambda's mistake of this notebook) is
# answered with an is_error tool_result instead: an original that raises RecursionError makes
# call_tool return {"type": "tool_result", ..., "is_error": True, ...} rather than raise.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        try:
            return original(block)
        except RecursionError:  # the wrapper-calls-itself bug: say so instead of crashing
            return {
                "type": "tool_result",
                "tool_use_id": block.get("id", ""),
                "is_error": True,
                "content": "call_tool recursed into itself: was it replaced before it was saved?",
            }

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
