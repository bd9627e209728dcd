# Wrong: "returns guard(block) as it is whenever that is not None" for a guard returning "a
# dict" of any shape. Dict answers are tallied by their "content" in a Counter; a tool_result
# whose content is a list of blocks, e.g. {"type": "tool_result", "tool_use_id": "t",
# "content": [{"type": "text", "text": "no"}]}, makes the call raise TypeError (unhashable).
from collections import Counter

_NOTHING = object()
DENIALS = Counter()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            if isinstance(verdict, dict):
                DENIALS[verdict.get("content")] += 1
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
