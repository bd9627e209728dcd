# Breaks: "otherwise what the saved original returns" (the guard asked once per call). When the
# original answers with an is_error result the guard is asked again for a fallback: with an original
# returning {"type": "tool_result", "tool_use_id": "toolu_1", "is_error": True, "content": "timeout"},
# a guard returning None is asked twice for one call.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        result = original(block)
        if isinstance(result, dict) and result.get("is_error") is True:
            fallback = guard(block)  # the guard may know a better answer for a failure
            if fallback is not None:
                return fallback
        return result

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
