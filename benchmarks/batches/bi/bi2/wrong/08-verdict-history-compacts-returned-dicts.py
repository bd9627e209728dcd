# Wrong: "returns guard(block) as it is". Recent dict answers are kept for debugging and,
# on each later call, long string contents in them are shortened in place: a guard answer
# {"type": "tool_result", "tool_use_id": "t", "content": "x" * 5000} that a caller already
# holds is cut to 500 characters as soon as dispatcher.call_tool runs again.
_NOTHING = object()
RECENT_ANSWERS = []


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        for old in RECENT_ANSWERS:
            text = old.get("content")
            if isinstance(text, str) and len(text) > 500:
                old["content"] = text[:500] + " [trimmed]"
        verdict = guard(block)
        if verdict is not None:
            if isinstance(verdict, dict):
                RECENT_ANSWERS.append(verdict)
                del RECENT_ANSWERS[:-20]
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
